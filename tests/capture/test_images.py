"""Screenshots are WebP: exact when small, palette-reduced (text still crisp) when heavy."""

from __future__ import annotations

import io
import random

from PIL import Image, ImageDraw

from nexui_gym.capture.images import PALETTE_ABOVE_BYTES, PALETTE_COLOURS, encode_screenshot


def png_of(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()


def page_like() -> Image.Image:
    image = Image.new("RGB", (320, 120), "white")
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, 320, 24), fill=(11, 61, 107))
    draw.text((8, 40), "Amount in pounds: 25.00", fill=(29, 29, 29))
    return image


def busy_page() -> Image.Image:
    """Text over a photo-like background of many colours: heavy as lossless."""
    rng = random.Random(7)
    image = Image.new("RGB", (240, 180))
    image.putdata([(rng.randrange(256), rng.randrange(256), 200) for _ in range(240 * 180)])
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, 240, 40), fill="white")
    draw.text((8, 12), "Ferrisham Spring Jazz Weekend", fill=(20, 20, 20))
    return image


def decoded(data: bytes) -> Image.Image:
    with Image.open(io.BytesIO(data)) as image:
        assert image.format == "WEBP"
        return image.convert("RGB")


def test_small_screenshot_is_stored_exactly():
    data = encode_screenshot(png_of(page_like()))
    assert len(data) <= PALETTE_ABOVE_BYTES
    assert decoded(data).tobytes() == page_like().tobytes()


def test_heavy_screenshot_is_reduced_to_a_palette():
    original = busy_page()
    data = encode_screenshot(png_of(original))
    image = decoded(data)
    assert len(image.getcolors(maxcolors=100_000)) <= PALETTE_COLOURS
    exact = io.BytesIO()
    original.save(exact, format="WEBP", lossless=True)
    assert len(data) < len(exact.getvalue())


def test_palette_keeps_pure_colours_exact():
    image = decoded(encode_screenshot(png_of(busy_page())))
    assert image.getpixel((200, 2)) == (255, 255, 255)


def test_encoding_is_deterministic():
    png = png_of(busy_page())
    assert encode_screenshot(png) == encode_screenshot(png)
