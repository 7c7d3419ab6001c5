"""Reading model replies: fences, prose, ids, and every way a reply can be unusable."""

from __future__ import annotations

import pytest

from nexui_gym.wrappers.llm_reply import ReplyError, parse_reply

IDS = [0, 1, 2, 7, 12]


def test_plain_json():
    action = parse_reply('{"action": "click", "target": 7, "explanation": "Opening it."}', IDS)
    assert action == {
        "action_type": "click",
        "target": 3,
        "text": "",
        "explanation": "Opening it.",
        "expected_result": "",
    }


def test_markdown_fence():
    reply = 'Here you go:\n```json\n{"action": "type", "target": 12, "text": "25.00", "explanation": "x"}\n```'
    assert parse_reply(reply, IDS)["target"] == 4


def test_surrounding_prose_and_braces_in_text():
    reply = (
        'I think {maybe}. {"action": "finish", "text": "Done {all}", "explanation": "e"} Thanks!'
    )
    assert parse_reply(reply, IDS)["text"] == "Done {all}"


def test_target_as_string_id():
    assert parse_reply('{"action": "click", "target": "[2]"}', IDS)["target"] == 2


@pytest.mark.parametrize(
    ("reply", "reason"),
    [
        ("", "empty"),
        ("click the blue button", "no JSON object"),
        ('{"action": "scroll"}', "'action' is 'scroll'"),
        ('{"action": "click", "target": 999}', "not the id of a candidate"),
        ('{"action": "click", "target": "the button"}', "expected a candidate id"),
        ('{"action": "click"}', "expected a candidate id"),
        ('{"action": "type", "target": 7, "text": ["a"]}', "'text' must be a string"),
        ('{"action": "click", "target": "²"}', "expected a candidate id"),
        ('{"action": "click", "target": ' + "1" * 4400 + "}", "no JSON object"),
        ('{"action": "finish", "text": ' + "9" * 40 + "}", "more than 30 digits"),
        ('{"a": ' * 3000, "nested too deeply"),
        ('{"action": "finish", "text": "Done \ud83d"}', "lone surrogate"),
        ("Done \ud83d", "lone surrogate"),
        (r'{"action": "finish", "text": "Done \ud83d"}', "'text' is not valid Unicode"),
        ("{" * 5000, "no JSON object"),
    ],
    ids=[
        "empty",
        "prose",
        "unknown-action",
        "unknown-id",
        "text-target",
        "no-target",
        "list-text",
        "superscript-two",
        "4400-digits",
        "40-digit-text",
        "deep-nesting",
        "surrogate-in-json",
        "surrogate-in-prose",
        "surrogate-escape-in-json",
        "many-braces",
    ],
)
def test_unusable_replies_raise_with_reason(reply, reason):
    with pytest.raises(ReplyError, match=reason):
        parse_reply(reply, IDS)


def test_terminal_actions_need_no_target():
    assert "target" not in parse_reply('{"action": "ask_user", "text": "Shall I?"}', IDS)


def test_non_text_reply_says_so():
    with pytest.raises(ReplyError, match="the reply must be text; got int"):
        parse_reply(5, IDS)
