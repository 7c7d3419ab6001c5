"""Hardened parsing: recovering, local-only, size-bounded."""

from __future__ import annotations

import threading
from http.server import BaseHTTPRequestHandler, HTTPServer

import pytest
from lxml import etree

from nexui_gym.a11y.parse import MAX_ATTRIBUTES, MAX_DEPTH, MAX_HTML_BYTES, parse_html


def test_parse_returns_the_html_root_of_a_document():
    root = parse_html("<!DOCTYPE html><html><head><title>T</title></head><body><p>x</p></body>")
    assert root.tag == "html"
    assert [child.tag for child in root] == ["head", "body"]


def test_parse_wraps_a_fragment_in_html_and_body():
    root = parse_html("<p>Hello</p>")
    assert root.tag == "html"
    assert root.find("body/p").text == "Hello"


@pytest.mark.parametrize("html", ["", "   \n ", b"", "<!-- only a comment -->"])
def test_parse_of_empty_input_gives_an_empty_document(html):
    root = parse_html(html)
    assert root.tag == "html"
    assert [element.tag for element in root.iter(etree.Element)] == ["html", "body"]


@pytest.mark.parametrize(
    "html",
    [
        "<div><p>unclosed <b>bold <i>both</div></span></section>",
        "<table><tr><td>cell<td>next</table></p></p>",
        '<a href="x" "broken=attribute <<>> >link</a>',
        "<html><body><body><html>twice</html>",
        "\x00\x01<p>\x0bcontrol characters</p>",
    ],
)
def test_parse_recovers_from_malformed_markup(html):
    root = parse_html(html)
    assert root.tag == "html"
    assert root.find("body") is not None


def test_parse_accepts_bytes_that_are_not_valid_utf8():
    root = parse_html(b"<p>caf\xe9 \xff</p>")
    assert root.find("body/p").text.startswith("caf")


def test_parse_keeps_html_character_references():
    root = parse_html("<p>&pound;25 &amp; &lt;tax&gt;</p>")
    assert root.find("body/p").text == "£25 & <tax>"


def test_parse_does_not_resolve_external_entities(tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP SECRET")
    html = (
        f'<!DOCTYPE html [<!ENTITY leak SYSTEM "{secret.as_uri()}">]>'
        "<html><body><p>&leak;</p></body></html>"
    )
    root = parse_html(html)
    assert "TOP SECRET" not in etree.tostring(root, encoding="unicode")


def test_parse_makes_no_network_request():
    requests = []

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 - the http.server API
            requests.append(self.path)
            self.send_response(200)
            self.end_headers()
            self.wfile.write(b'<!ENTITY x "fetched">')

        def log_message(self, *args):
            pass

    server = HTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        url = f"http://127.0.0.1:{server.server_port}/page.dtd"
        parse_html(f'<!DOCTYPE html SYSTEM "{url}"><html><body><img src="{url}">&x;</body></html>')
    finally:
        server.shutdown()
        server.server_close()
    assert requests == []


def test_parse_refuses_input_over_the_size_limit():
    with pytest.raises(
        ValueError, match=r"html: expected a snapshot within the limits, found \d+ bytes"
    ):
        parse_html(b"<p>" + b"x" * MAX_HTML_BYTES)


def test_parse_refuses_a_non_text_argument():
    with pytest.raises(TypeError, match="html: expected str or bytes, found int"):
        parse_html(42)


def test_parse_drops_comments_without_changing_element_order():
    with_comments = parse_html("<div><!-- a --><p>one</p><!-- b --><span>two</span></div>")
    tags = [element.tag for element in with_comments.iter()]
    assert tags == ["html", "body", "div", "p", "span"]


def test_parse_cuts_nesting_deeper_than_the_limit():
    root = parse_html("<div>" * 1000 + "deep" + "</div>" * 1000)
    depth = max(sum(1 for _ in element.iterancestors()) + 1 for element in root.iter())
    assert depth == MAX_DEPTH


def test_deeply_nested_snapshot_still_gives_views():
    from nexui_gym.a11y import build_views

    html = "<div>" * 1000 + '<button data-nexui-id="1">Deep</button>' + "</div>" * 1000
    views = build_views(html, [1], None, [])
    assert views.candidate_info[0].states == ("missing",)  # cut away with its subtree


def test_parse_refuses_an_element_over_the_attribute_cap():
    attributes = " ".join(f"a{i}=x" for i in range(MAX_ATTRIBUTES + 1))
    with pytest.raises(ValueError, match=f"<div> with {MAX_ATTRIBUTES + 1} attributes"):
        parse_html(f"<div {attributes}>x</div>")


def test_parse_keeps_an_element_at_the_attribute_cap():
    attributes = " ".join(f"a{i}=x" for i in range(MAX_ATTRIBUTES))
    root = parse_html(f"<div {attributes}>x</div>")
    assert len(root.find(".//div").attrib) == MAX_ATTRIBUTES
