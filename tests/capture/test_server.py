"""Serving an interface folder at its fixed origin, without a server."""

from __future__ import annotations

import pytest

from nexui_gym.capture.server import origin_for, resolve, url_for


@pytest.fixture
def site(tmp_path):
    (tmp_path / "index.html").write_text("<h1>Home</h1>")
    (tmp_path / "js").mkdir()
    (tmp_path / "js" / "app.js").write_text("render();")
    (tmp_path / "secret.txt").write_text("outside")
    root = tmp_path / "site"
    root.mkdir()
    (root / "index.html").write_text("<h1>Site</h1>")
    (root / "data.json").write_text("{}")
    return tmp_path


def test_origin_is_the_fixed_example_host():
    assert origin_for("bank") == "https://bank.example"


def test_url_for_joins_origin_and_root_path():
    assert url_for("bank", "/index.html#/accounts") == "https://bank.example/index.html#/accounts"


def test_url_for_rejects_relative_paths():
    with pytest.raises(ValueError, match="starting with '/'"):
        url_for("bank", "index.html")


def test_root_serves_index_html(site):
    response = resolve(site, "bank", "https://bank.example/")
    assert response.status == 200 and response.body == b"<h1>Home</h1>"
    assert response.content_type == "text/html; charset=utf-8"


def test_folder_serves_its_index_html(site):
    assert resolve(site, "bank", "https://bank.example/site/").body == b"<h1>Site</h1>"


def test_query_and_fragment_are_ignored(site):
    response = resolve(site, "bank", "https://bank.example/js/app.js?v=2#x")
    assert response.body == b"render();"
    assert response.content_type == "text/javascript; charset=utf-8"


def test_json_content_type(site):
    assert resolve(site, "bank", "https://bank.example/site/data.json").content_type.startswith(
        "application/json"
    )


def test_missing_file_is_404(site):
    assert resolve(site, "bank", "https://bank.example/nope.css").status == 404


def test_climbing_out_of_the_folder_is_404(site):
    assert resolve(site / "site", "bank", "https://bank.example/../secret.txt").status == 404
    assert resolve(site / "site", "bank", "https://bank.example/%2e%2e/secret.txt").status == 404


def test_other_origins_are_not_served(site):
    assert resolve(site, "bank", "https://cdn.example.com/lib.js") is None
    assert resolve(site, "bank", "http://bank.example/index.html") is None
