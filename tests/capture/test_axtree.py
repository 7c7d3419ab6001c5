"""Chromium's AX tree (hand-written CDP replies) in the bundle's ax.json form."""

from __future__ import annotations

import json

from nexui_gym.capture.axtree import ax_document, dumps_ax, element_index


def element(backend, name, children=(), attributes=(), **extra):
    return {
        "nodeType": 1,
        "backendNodeId": backend,
        "localName": name,
        "attributes": list(attributes),
        "children": list(children),
        **extra,
    }


# <html><head></head><body><template><p></p></template><button data-nexui-id="4">
DOM = {
    "nodeType": 9,
    "backendNodeId": 1,
    "children": [
        {"nodeType": 10, "backendNodeId": 2},  # doctype: not an element
        element(
            3,
            "html",
            [
                element(4, "head"),
                element(
                    5,
                    "body",
                    [
                        element(
                            6,
                            "template",
                            templateContent={
                                "nodeType": 11,
                                "backendNodeId": 7,
                                "children": [element(8, "p")],
                            },
                        ),
                        {"nodeType": 3, "backendNodeId": 9},  # text
                        element(10, "button", attributes=["type", "button", "data-nexui-id", "4"]),
                    ],
                ),
            ],
        ),
    ],
}


def wrapped(value, kind="string"):
    return {"type": kind, "value": value}


AX = [
    {
        "nodeId": "1",
        "ignored": False,
        "role": wrapped("RootWebArea", "internalRole"),
        "name": wrapped("Shop"),
        "childIds": ["2"],
        "backendDOMNodeId": 1,
    },
    {
        "nodeId": "2",
        "ignored": True,
        "role": wrapped("none", "role"),
        "parentId": "1",
        "childIds": ["3"],
        "backendDOMNodeId": 5,
    },
    {
        "nodeId": "3",
        "ignored": False,
        "role": wrapped("button", "role"),
        "parentId": "2",
        "name": wrapped("Pay"),
        "childIds": ["4"],
        "backendDOMNodeId": 10,
        "description": wrapped("Sends the money"),
        "value": wrapped(""),
        "properties": [
            {"name": "focusable", "value": wrapped(True, "booleanOrUndefined")},
            {
                "name": "describedby",
                "value": {
                    "type": "idrefList",
                    "value": "",
                    "relatedNodes": [{"backendDOMNodeId": 8}],
                },
            },
        ],
    },
    {
        "nodeId": "4",
        "ignored": False,
        "role": wrapped("StaticText", "internalRole"),
        "parentId": "3",
        "name": wrapped("Pay"),
        "childIds": [],
        "backendDOMNodeId": 9,
    },
]


def test_element_index_counts_serialised_elements_in_pre_order():
    table = element_index(DOM)
    # html 0, head 1, body 2, template 3, its <p> 4 (outerHTML serialises it), button 5
    assert table[3] == (0, None) and table[6] == (3, None) and table[8] == (4, None)
    assert table[10] == (5, 4)
    assert 9 not in table and 2 not in table


def test_ignored_and_static_text_nodes_are_dropped():
    nodes = ax_document(AX, DOM)["nodes"]
    assert [node["role"] for node in nodes] == ["RootWebArea", "button"]


def test_parent_is_the_nearest_kept_ancestor():
    root, button = ax_document(AX, DOM)["nodes"]
    assert root["parent"] is None and button["parent"] == 0


def test_nodes_point_at_their_element():
    root, button = ax_document(AX, DOM)["nodes"]
    assert (root["dom_index"], root["nexui_id"]) == (None, None)  # the document node
    assert (button["dom_index"], button["nexui_id"]) == (5, 4)


def test_properties_are_plain_values_and_relations_are_dom_indices():
    button = ax_document(AX, DOM)["nodes"][1]
    assert button["properties"] == {
        "focusable": True,
        "describedby": [4],
        "description": "Sends the money",  # empty value is left out
    }
    assert button["name"] == "Pay"


def test_dumps_one_node_per_line_as_valid_json():
    text = dumps_ax(ax_document(AX, DOM))
    lines = text.splitlines()
    assert lines[0] == '{"nodes": [' and lines[-1] == "]}" and len(lines) == 4
    assert json.loads(text)["nodes"][1]["role"] == "button"
