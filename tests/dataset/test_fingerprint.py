from nexui_gym.dataset.fingerprint import fingerprint

PAGE = (
    '<html><body><a data-nexui-id="4" href="#/x"{focus}>X</a><input value="{value}"></body></html>'
)


def page(value: str = "", focus: str = "", ids: str = "4") -> str:
    return PAGE.replace('"4"', f'"{ids}"').format(value=value, focus=focus)


def test_stable_ids_and_focus_do_not_change_the_fingerprint():
    assert fingerprint("u", page(), "s") == fingerprint("u", page(ids="17"), "s")
    assert fingerprint("u", page(), "s") == fingerprint(
        "u", page(focus=' data-nexui-focused=""'), "s"
    )


def test_a_value_the_url_or_storage_changes_it():
    base = fingerprint("u", page(), "s")
    assert fingerprint("u", page(value="25"), "s") != base
    assert fingerprint("v", page(), "s") != base
    assert fingerprint("u", page(), "t") != base


def test_it_is_sixteen_hex_digits():
    value = fingerprint("u", page(), "s")
    assert len(value) == 16 and int(value, 16) >= 0


def test_the_scroll_position_does_not_change_it():
    scrolled = page().replace("<html>", '<html data-nexui-scroll="0,340">')
    unscrolled = page().replace("<html>", '<html data-nexui-scroll="0,0">')
    assert fingerprint("u", scrolled, "s") == fingerprint("u", unscrolled, "s")
