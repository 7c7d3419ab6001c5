"""Set-of-marks: the screenshot with every candidate's box and stable id drawn on it.

The ``vision`` setting of the LLM baseline sends this picture beside the text of the ``text``
setting, so a multimodal model can point at a control by the id it sees on the page.
"""

from __future__ import annotations

import base64
import io

import numpy as np
from PIL import Image, ImageDraw, ImageFont

MARK_COLOUR = (220, 0, 120)
LABEL_TEXT = (255, 255, 255)


def draw_marks(
    screenshot: np.ndarray, ids: np.ndarray, mask: np.ndarray, boxes: np.ndarray
) -> Image.Image:
    """The screenshot with a box and an ``[id]`` label for each candidate on screen.

    ``boxes`` are the observation's normalised ``[x, y, w, h]``; candidates whose box has no
    area (off screen) are not drawn.
    """
    image = Image.fromarray(np.asarray(screenshot, dtype=np.uint8)).convert("RGB")
    draw = ImageDraw.Draw(image)
    font = ImageFont.load_default(size=12)
    width, height = image.size
    for candidate_id, present, (x, y, w, h) in zip(ids, mask, boxes, strict=True):
        if not present or w <= 0 or h <= 0:
            continue
        left, top = x * width, y * height
        right, bottom = (x + w) * width, (y + h) * height
        draw.rectangle((left, top, right, bottom), outline=MARK_COLOUR, width=2)
        label = str(int(candidate_id))
        # The label sits just above the box, so it hides none of the control's own text.
        left_edge, top_edge, right_edge, bottom_edge = draw.textbbox((0, 0), label, font=font)
        label_height = bottom_edge - top_edge + 2
        anchor = (left, top - label_height if top >= label_height else top)
        text_box = draw.textbbox(anchor, label, font=font)
        draw.rectangle(
            (text_box[0] - 1, text_box[1] - 1, text_box[2] + 1, text_box[3] + 1), fill=MARK_COLOUR
        )
        draw.text(anchor, label, fill=LABEL_TEXT, font=font)
    return image


def image_data_url(image: Image.Image) -> str:
    """A PNG ``data:`` URL, the form OpenAI-compatible chat APIs take in an ``image_url`` part."""
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=True)
    return "data:image/png;base64," + base64.b64encode(buffer.getvalue()).decode("ascii")


def vision_content(prompt: str, observation: dict) -> list[dict]:
    """The user message's content parts: the prompt text, then the marked screenshot."""
    image = draw_marks(
        observation["screenshot"],
        observation["candidate_ids"],
        observation["candidate_mask"],
        observation["candidate_boxes"],
    )
    return [
        {"type": "text", "text": prompt},
        {"type": "image_url", "image_url": {"url": image_data_url(image)}},
    ]
