"""Damaged, crafted or shared eval folders (audit cases 3, 9 and 11): one evaluation per
folder, each task counted once, every field escaped, nothing rewritten by ``nexui report``,
and every error naming the file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nexui_gym import __version__
from nexui_gym.cli import main
from nexui_gym.dataset.model import DATASET_VERSION
from nexui_gym.evaluation.runner import (
    CONFIG_FILE,
    RUNS_FILE,
    EvalConfig,
    append_run,
    evaluate,
    folder_lock,
    read_runs,
    run_episode,
)
from nexui_gym.evaluation.viewer import write_report
from nexui_gym.scoring.version import SCORER_VERSION
from tests.helpers import eval_argv

TASKS = ("task-900", "task-901")


@pytest.fixture
def folder(bundles_root, tmp_path) -> Path:
    """An eval folder of the random policy on both fixture tasks."""
    evaluate(
        EvalConfig("random", "all", TASKS, seed=1),
        tmp_path,
        bundles_root=bundles_root,
        progress=False,
    )
    return tmp_path


def edit_first_run(folder: Path, edit) -> None:
    path = folder / RUNS_FILE
    lines = path.read_text().splitlines()
    run = json.loads(lines[0])
    edit(run)
    lines[0] = json.dumps(run)
    path.write_text("\n".join(lines) + "\n")


class HalfEmoji:
    name = "half-emoji"

    def reset(self, task):
        pass

    def act(self, observation, info):
        return {"action_type": "finish", "text": "done", "explanation": "Done \ud83d"}


def test_a_lone_surrogate_in_a_run_is_stored(bundles_root, tmp_path):
    append_run(tmp_path / RUNS_FILE, run_episode("task-900", HalfEmoji(), 0, False, bundles_root))
    (run,) = read_runs(tmp_path / RUNS_FILE)
    assert run["trajectory"][0]["action"]["explanation"] == "Done ?"


def test_a_second_eval_on_a_held_folder_is_refused(bundles_root, tmp_path):
    with (
        folder_lock(tmp_path),
        pytest.raises(ValueError, match=r"is in use by another `nexui eval` \(pid \d+\)"),
    ):
        evaluate(
            EvalConfig("random", "all", TASKS), tmp_path, bundles_root=bundles_root, progress=False
        )
    assert not (tmp_path / RUNS_FILE).exists()


def test_the_folder_is_free_again_after_an_eval(folder, bundles_root):
    runs = evaluate(
        EvalConfig("random", "all", TASKS, seed=1),
        folder,
        bundles_root=bundles_root,
        progress=False,
    )
    assert len(runs) == 2


def test_config_records_package_dataset_and_scorer_versions(folder):
    config = json.loads((folder / CONFIG_FILE).read_text())
    assert config["package_version"] == __version__
    assert config["scorer_version"] == SCORER_VERSION
    assert config["dataset_hash"].startswith("sha256:") and len(config["dataset_hash"]) == 71


def test_changed_bundle_refuses_to_resume_into_the_folder(folder, bundles_copy):
    (bundles_copy / "task-900" / "states" / "00.html").write_text("<p>changed</p>")
    with pytest.raises(ValueError, match="different settings \\(dataset_hash\\)"):
        evaluate(
            EvalConfig("random", "all", TASKS, seed=1),
            folder,
            bundles_root=bundles_copy,
            progress=False,
        )


def test_report_shows_the_versions(folder, bundles_root):
    page = write_report(folder, bundles_root=bundles_root).read_text()
    config = json.loads((folder / CONFIG_FILE).read_text())
    assert (
        f"package {__version__}; dataset version {DATASET_VERSION}; "
        f"dataset {config['dataset_hash']}; scorer {SCORER_VERSION}" in page
    )


def test_report_counts_each_task_once(folder, bundles_root):
    path = folder / RUNS_FILE
    path.write_text(path.read_text() * 2)
    page = write_report(folder, bundles_root=bundles_root).read_text()
    assert "2 of 2 scheduled runs finished" in page and page.count("<details>") == 2


PAYLOAD = "<script>alert(1)</script>"


def test_report_escapes_every_field_of_a_crafted_folder(folder, bundles_root):
    config_path = folder / CONFIG_FILE
    config = json.loads(config_path.read_text())
    config["seed"] = PAYLOAD
    config_path.write_text(json.dumps(config))

    def craft(run):
        step = run["trajectory"][0]
        step["state"] = step["next_state"] = PAYLOAD
        step["action"] = {
            "kind": "click",
            "target": PAYLOAD,
            "text": "",
            "explanation": "",
            "expected_result": "",
            "via_coordinates": False,
        }
        step["violations"] = [
            {
                "rule": "forbidden",
                "target": PAYLOAD,
                "severity": "critical",
                "reason": "r",
                "step": 0,
            }
        ]
        run["truncated"] = run["invalid_reason"] = PAYLOAD

    edit_first_run(folder, craft)
    page = write_report(folder, bundles_root=bundles_root).read_text()
    assert "<script>" not in page and "&lt;script&gt;" in page


def test_report_never_reads_a_task_id_as_a_path(folder, bundles_root, tmp_path_factory):
    elsewhere = tmp_path_factory.mktemp("elsewhere")

    def craft(run):
        run["task_id"] = str(bundles_root / "task-900")

    edit_first_run(folder, craft)
    page = write_report(folder, bundles_root=elsewhere).read_text()
    assert "data:image/webp" not in page


def test_report_leaves_a_cut_last_line_in_place(folder, bundles_root):
    path = folder / RUNS_FILE
    with open(path, "ab") as stream:
        stream.write(b'{"task_id": "task-9')
    before = path.read_bytes()
    write_report(folder, bundles_root=bundles_root)
    assert path.read_bytes() == before


@pytest.mark.parametrize(
    ("line", "message"),
    [
        (b"5\n", "runs.jsonl:3: not a run record"),
        (b'{"policy": "random"}\n', "runs.jsonl:3: not a run record"),
        (b'{"task_id": "\xff"}\n', "runs.jsonl:3: not UTF-8 text"),
        (b"{not json\n", "runs.jsonl:3: not a JSON run record"),
    ],
    ids=["number", "no-task-id", "bad-utf8", "not-json"],
)
def test_damaged_runs_file_names_file_and_line(folder, bundles_root, capsys, line, message):
    with open(folder / RUNS_FILE, "ab") as stream:
        stream.write(line)
    assert main(["report", str(folder), "--bundles", str(bundles_root)]) == 2
    assert message in capsys.readouterr().err


def test_runs_file_that_is_a_folder_is_named(folder, bundles_root, capsys):
    (folder / RUNS_FILE).unlink()
    (folder / RUNS_FILE).mkdir()
    assert main(["report", str(folder), "--bundles", str(bundles_root)]) == 2
    assert "runs.jsonl: cannot be read" in capsys.readouterr().err


def test_record_missing_a_field_names_the_file(folder, bundles_root, capsys):
    edit_first_run(folder, lambda run: run.pop("trajectory"))
    assert main(["report", str(folder), "--bundles", str(bundles_root)]) == 2
    err = capsys.readouterr().err
    assert "runs.jsonl or" in err and "KeyError" in err


def test_empty_config_is_named_on_resume(folder, bundles_root, capsys):
    (folder / CONFIG_FILE).write_text("")
    code = main(eval_argv("random", bundles_root, folder, "--seed", "1"))
    assert code == 2
    assert f"{folder / CONFIG_FILE}: not a readable eval config" in capsys.readouterr().err


def test_out_naming_a_file_is_a_clear_error(bundles_root, tmp_path, capsys):
    (tmp_path / "file").write_text("x")
    code = main(eval_argv("random", bundles_root, tmp_path / "file"))
    assert code == 2 and capsys.readouterr().err.startswith("error: ")


def test_missing_sb3_model_is_a_clear_error(bundles_root, tmp_path, capsys):
    code = main(eval_argv("sb3:/nonexistent", bundles_root, tmp_path / "o"))
    assert code == 2 and "/nonexistent" in capsys.readouterr().err


def test_report_of_a_bundle_whose_screenshot_now_links_outside_has_no_picture(
    folder, bundles_copy, tmp_path_factory
):
    outside = tmp_path_factory.mktemp("outside") / "00.webp"
    screenshot = bundles_copy / "task-900" / "states" / "00.webp"
    screenshot.rename(outside)
    screenshot.symlink_to(outside)
    page = write_report(folder, bundles_root=bundles_copy).read_text()
    assert page.count("<details>") == 2
