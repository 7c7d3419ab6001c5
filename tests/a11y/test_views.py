"""The text views: candidates lines, axtree, reader, reachable text; caching."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from nexui_gym.a11y import CandidateInfo, build_views
from nexui_gym.a11y.views import candidate_line

PAGE = """<!DOCTYPE html><html><head><title>Payments – Bank</title></head><body>
<header><a href="#/" data-nexui-id="0">Home</a>
  <nav aria-label="Main"><ul>
    <li><a href="#/accounts" data-nexui-id="1">Accounts</a></li>
    <li><a href="#/payments" aria-current="page" data-nexui-id="2">Payments</a></li>
  </ul></nav></header>
<main>
  <h1>Make a payment</h1>
  <div class="wrapper"><p>Pay someone <strong>new</strong> today.</p></div>
  <form aria-label="Payment">
    <label for="amount">Amount</label>
    <input id="amount" required aria-invalid="true" value="2x" data-nexui-id="7">
    <input type="checkbox" id="offers" checked data-nexui-id="12">
    <label for="offers">Email me offers</label>
    <button type="submit" data-nexui-id="13">Continue</button>
    <button aria-hidden="true" data-nexui-id="14">Ghost</button>
  </form>
  <table><caption>Recent</caption>
    <tr><th>Date</th><th>Payee</th></tr>
    <tr><td>14 Mar</td><td><a href="#/p/1" data-nexui-id="20">Landlord</a></td></tr>
  </table>
  <div data-nexui-id="30">Help</div>
  <p hidden>Never shown</p>
</main>
<footer><p>Registered in England</p></footer>
</body></html>"""

CANDIDATES = [0, 1, 2, 7, 12, 13, 14, 20, 30, 99]
ANNOUNCEMENTS = [("polite", "Payment details saved"), ("assertive", "  ")]


@pytest.fixture(scope="module")
def views():
    return build_views(PAGE, CANDIDATES, 7, ANNOUNCEMENTS)


# -- candidates ----------------------------------------------------------------------------


def test_candidate_info_follows_the_given_order(views):
    assert [info.id for info in views.candidate_info] == CANDIDATES


def test_candidate_lines_show_role_name_states_and_value(views):
    lines = views.candidates.splitlines()
    assert lines[1] == '[1] link "Accounts"'
    assert lines[2] == '[2] link "Payments" (current page)'
    assert lines[3] == '[7] textbox "Amount" (required, invalid, focused, value "2x")'
    assert lines[4] == '[12] checkbox "Email me offers" (checked)'


def test_candidate_info_carries_the_tree_facts(views):
    amount = views.candidate_info[3]
    assert amount == CandidateInfo(
        id=7,
        role="textbox",
        name="Amount",
        description="",
        value="2x",
        states=("required", "invalid", "focused"),
    )


def test_candidate_hidden_from_assistive_technology_is_said_so(views):
    ghost = views.candidate_info[6]
    assert (ghost.role, ghost.name, ghost.states) == ("none", "", ("hidden",))
    assert views.candidates.splitlines()[6] == '[14] none "" (hidden)'


def test_candidate_missing_from_the_snapshot_is_generic_and_said_so(views):
    missing = views.candidate_info[-1]
    assert (missing.role, missing.name, missing.states) == ("generic", "", ("missing",))
    assert views.candidates.splitlines()[-1] == '[99] generic "" (missing)'


def test_unnamed_clickable_candidate_shows_its_content(views):
    assert views.candidates.splitlines()[8] == '[30] generic "" (content "Help")'


def test_candidate_line_escapes_quotes_and_cuts_long_names():
    info = CandidateInfo(1, "button", 'Say "hi" ' + "x" * 300, "", "", ())
    line = candidate_line(info)
    assert line.startswith('[1] button "Say \\"hi\\" xxx')
    assert line.endswith('…"')
    assert len(line) < 200


# -- axtree --------------------------------------------------------------------------------


def test_axtree_starts_with_the_document(views):
    assert views.axtree.splitlines()[0] == 'document "Payments – Bank"'


def test_axtree_indents_two_spaces_per_depth_and_ids_only_candidates(views):
    lines = views.axtree.splitlines()
    assert "  banner" in lines
    assert '    navigation "Main"' in lines
    assert '          [2] link "Payments" current page' in lines
    assert '    heading "Make a payment" level 1' in lines


def test_axtree_collapses_generic_wrappers(views):
    lines = views.axtree.splitlines()
    paragraph = lines.index("    paragraph")
    assert lines[paragraph + 1] == '      text "Pay someone new today."'
    assert not any(line.strip().startswith("generic") for line in lines if "[30]" not in line)


def test_axtree_omits_text_already_in_the_parent_name(views):
    assert 'text "Accounts"' not in views.axtree
    assert 'text "Registered in England"' in views.axtree


def test_axtree_shows_states_and_value_of_fields(views):
    assert '[7] textbox "Amount" required invalid focused value "2x"' in views.axtree


# -- reader --------------------------------------------------------------------------------


def test_reader_speaks_announcements_first_and_skips_empty_ones(views):
    lines = views.reader.splitlines()
    assert lines[0] == "Announcement (polite): Payment details saved"
    assert lines[1] == 'document "Payments – Bank"'


def test_reader_opens_and_closes_landmarks(views):
    lines = views.reader.splitlines()
    assert lines[2] == "banner landmark"
    assert 'navigation landmark "Main"' in lines
    assert lines.index("end of main landmark") > lines.index("main landmark")
    assert "content info landmark" in lines


def test_reader_speaks_headings_links_and_fields(views):
    lines = views.reader.splitlines()
    assert 'heading level 1 "Make a payment"' in lines
    assert 'link "Payments" current page' in lines
    assert 'edit "Amount" required invalid focused "2x"' in lines
    assert 'checkbox checked "Email me offers"' in lines
    assert 'button "Continue"' in lines


def test_reader_does_not_repeat_label_text(views):
    assert "Amount" not in views.reader.splitlines()


def test_reader_reads_lists_with_their_size(views):
    lines = views.reader.splitlines()
    start = lines.index("list with 2 items")
    assert lines[start + 1 : start + 4] == [
        'link "Accounts"',
        'link "Payments" current page',
        "end of list",
    ]


def test_reader_reads_tables_with_size_and_headers(views):
    lines = views.reader.splitlines()
    start = lines.index('table "Recent" with 2 rows and 2 columns')
    assert lines[start + 1 : start + 4] == [
        "column headers: Date, Payee",
        'row 2: Date: 14 Mar; Payee: link "Landlord"',
        "end of table",
    ]


def test_reader_reads_nested_tree_items():
    html = (
        '<ul role="tree"><li role="treeitem" aria-expanded="true">Inbox'
        '<ul role="group"><li role="treeitem">Receipts</li></ul></li></ul>'
    )
    lines = build_views(html, [], None, []).reader.splitlines()
    assert lines == ['tree view item "Inbox" expanded', 'tree view item "Receipts"']


def test_reader_leaves_out_hidden_content(views):
    assert "Never shown" not in views.reader
    assert "Ghost" not in views.reader


# -- reachable text ------------------------------------------------------------------------


def test_text_holds_names_values_and_text(views):
    for phrase in ("Make a payment", "Email me offers", "2x", "Registered in England", "Landlord"):
        assert phrase in views.text


def test_text_leaves_out_hidden_content(views):
    assert "Never shown" not in views.text
    assert "Ghost" not in views.text


def test_text_is_whitespace_normalised(views):
    assert "  " not in views.text and "\n" not in views.text


# -- arguments and caching -----------------------------------------------------------------


def test_views_are_cached_per_state():
    first = build_views(PAGE, CANDIDATES, 7, ANNOUNCEMENTS)
    again = build_views(PAGE, list(CANDIDATES), 7, list(ANNOUNCEMENTS))
    assert again is first


def test_announcement_objects_are_accepted():
    item = SimpleNamespace(politeness="assertive", text="Error: enter an amount")
    views = build_views(PAGE, [], None, [item])
    assert views.reader.splitlines()[0] == "Announcement (assertive): Error: enter an amount"


def test_bytes_snapshot_gives_the_same_views_as_text():
    assert (
        build_views(PAGE.encode(), [7], None, []).candidates
        == build_views(PAGE, [7], None, []).candidates
    )


def test_bad_candidate_id_is_refused_with_the_argument_named():
    with pytest.raises(TypeError, match="candidate_ids: expected integers"):
        build_views(PAGE, ["seven"], None, [])


def test_bad_announcement_is_refused_with_the_argument_named():
    with pytest.raises(TypeError, match="announcements: expected"):
        build_views(PAGE, [], None, ["just text"])


def test_realistic_page_fixture_builds_every_view():
    html = (Path(__file__).parent / "fixtures" / "statement_page.html").read_text()
    views = build_views(html, range(73), None, [])
    assert len(views.candidate_info) == 73
    assert all(info.states != ("missing",) for info in views.candidate_info)
    assert 'table "Transactions for February 2026, newest first"' in views.reader


# -- the documented examples ------------------------------------------------------------------


def _documented_blocks() -> list[str]:
    doc = (Path(__file__).parents[2] / "docs" / "text-views.md").read_text(encoding="utf-8")
    return [block.split("\n", 1)[1] for block in doc.split("```")[1::2]]


def test_docs_examples_are_what_the_engine_says():
    blocks = _documented_blocks()
    html = next(block for block in blocks if block.startswith("<!DOCTYPE html>"))
    views = build_views(
        html, [0, 1, 2, 3, 4, 7, 12, 13, 42], 7, [("assertive", "There is a problem")]
    )
    for view in (views.axtree, views.candidates, views.reader, views.text):
        assert view + "\n" in blocks


def test_reader_reads_a_rich_text_editor_with_its_structure():
    # Chromium exposes a contenteditable role=textbox with its headings and paragraphs as
    # children; browse mode reads them, not the editor's whole text as one value.
    html = (
        '<div contenteditable="true" role="textbox" aria-multiline="true" '
        'aria-label="Document content" data-nexui-id="3"><h2>Summary</h2><p>We sent it.</p>'
        "<ul><li>One</li></ul></div>"
    )
    lines = build_views(html, [3], None, []).reader.splitlines()
    assert lines == [
        'edit "Document content"',
        'heading level 2 "Summary"',
        "We sent it.",
        "list with 1 item",
        "One",
        "end of list",
        "end of edit",
    ]


def test_reader_speaks_a_text_field_value_on_one_line():
    html = '<label for="t">Name</label><input id="t" value="Q1 report" data-nexui-id="1">'
    assert 'edit "Name" "Q1 report"' in build_views(html, [1], None, []).reader


def test_reader_says_a_dpub_link_as_a_link():
    reader = build_views('<p>See<a href="#n" role="doc-noteref">1</a></p>', [], None, []).reader
    assert 'link "1"' in reader.splitlines()


def test_axtree_shows_the_level_of_nested_list_items_only():
    axtree = build_views("<ul><li>a<ul><li>b</li></ul></li></ul>", [], None, []).axtree
    assert "listitem level 2" in axtree
    assert "listitem level 1" not in axtree


def test_views_leave_out_false_states():
    html = (
        '<div role="tablist"><div role="tab" aria-selected="false" data-nexui-id="1">A</div></div>'
    )
    views = build_views(html, [1], None, [])
    assert views.candidates == '[1] tab "A"'
