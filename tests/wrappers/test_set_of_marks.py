"""Set-of-marks screenshots: boxes and ids drawn where the candidates are, as a PNG data URL."""

from __future__ import annotations

import base64
import io

import numpy as np
from PIL import Image

from nexui_gym.wrappers.set_of_marks import MARK_COLOUR, draw_marks, image_data_url, vision_content


def blank_page():
    screenshot = np.full((100, 200, 3), 255, dtype=np.uint8)
    ids = np.array([7, 9, -1])
    mask = np.array([1, 1, 0])
    boxes = np.array([[0.25, 0.5, 0.25, 0.2], [0.0, 0.0, 0.0, 0.0], [0, 0, 0, 0]], dtype=np.float32)
    return screenshot, ids, mask, boxes


def test_a_candidate_box_is_outlined_in_the_mark_colour():
    image = np.asarray(draw_marks(*blank_page()))
    assert tuple(image[60, 50]) == MARK_COLOUR  # left edge of the box at x=50, y=50..70


def test_a_label_is_drawn_above_the_box():
    image = np.asarray(draw_marks(*blank_page()))
    above = image[38:50, 50:70]
    assert (above == MARK_COLOUR).all(axis=-1).any()


def test_candidates_without_area_and_padding_are_not_drawn():
    screenshot, ids, mask, boxes = blank_page()
    only_first = draw_marks(screenshot, ids[:1], mask[:1], boxes[:1])
    assert np.array_equal(
        np.asarray(only_first), np.asarray(draw_marks(screenshot, ids, mask, boxes))
    )


def test_the_screenshot_itself_is_not_changed():
    screenshot, ids, mask, boxes = blank_page()
    before = screenshot.copy()
    draw_marks(screenshot, ids, mask, boxes)
    assert np.array_equal(screenshot, before)


def test_the_data_url_holds_a_png_of_the_page_size():
    url = image_data_url(draw_marks(*blank_page()))
    assert url.startswith("data:image/png;base64,")
    image = Image.open(io.BytesIO(base64.b64decode(url.split(",", 1)[1])))
    assert (image.format, image.size) == ("PNG", (200, 100))


def test_vision_content_is_the_prompt_then_the_image():
    screenshot, ids, mask, boxes = blank_page()
    observation = {
        "screenshot": screenshot,
        "candidate_ids": ids,
        "candidate_mask": mask,
        "candidate_boxes": boxes,
    }
    parts = vision_content("Goal: pay the rent", observation)
    assert [part["type"] for part in parts] == ["text", "image_url"]
    assert parts[0]["text"] == "Goal: pay the rent"
