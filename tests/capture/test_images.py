"""Screenshots are lossless WebP: every colour as Chromium drew it, small accents included."""

from __future__ import annotations

import io
import random

from PIL import Image, ImageDraw

from nexui_gym.capture.images import encode_screenshot


def png_of(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()


def busy_page() -> Image.Image:
    """Text and two small status dots over a photo-like background of many colours (what a
    256-colour palette used to shift)."""
    rng = random.Random(7)
    image = Image.new("RGB", (240, 180))
    image.putdata([(rng.randrange(256), rng.randrange(256), 200) for _ in range(240 * 180)])
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, 240, 40), fill="white")
    draw.text((8, 12), "Ferrisham Spring Jazz Weekend", fill=(20, 20, 20))
    draw.ellipse((200, 16, 206, 22), fill=(0x1E, 0x7B, 0x3C))  # the "OK" dot
    draw.ellipse((220, 16, 226, 22), fill=(0xB4, 0x5C, 0x00))  # the warning dot
    return image


def decoded(data: bytes) -> Image.Image:
    with Image.open(io.BytesIO(data)) as image:
        assert image.format == "WEBP"
        return image.convert("RGB")


def test_a_busy_screenshot_decodes_to_the_same_pixels():
    original = busy_page()
    assert decoded(encode_screenshot(png_of(original))).tobytes() == original.tobytes()


def test_small_status_colours_are_kept():
    image = decoded(encode_screenshot(png_of(busy_page())))
    assert image.getpixel((203, 19)) == (0x1E, 0x7B, 0x3C)
    assert image.getpixel((223, 19)) == (0xB4, 0x5C, 0x00)


def test_the_webp_is_lossless():
    assert encode_screenshot(png_of(busy_page()))[12:16] == b"VP8L"


def test_encoding_is_deterministic():
    png = png_of(busy_page())
    assert encode_screenshot(png) == encode_screenshot(png)
