"""The harness: one line per run at once, resume without duplicates or losses, settings kept."""

from __future__ import annotations

import json

import pytest

from nexui_gym.cli import main
from nexui_gym.evaluation.runner import RUNS_FILE, EvalConfig, evaluate, read_runs
from tests.helpers import eval_argv

TASKS = ("task-900", "task-901")


def config(policy="oracle", **kwargs):
    return EvalConfig(policy, "all", TASKS, **kwargs)


def test_one_line_per_finished_run(bundles_root, tmp_path):
    runs = evaluate(config(), tmp_path, bundles_root=bundles_root, progress=False)
    lines = (tmp_path / RUNS_FILE).read_text().splitlines()
    assert [json.loads(line)["task_id"] for line in lines] == list(TASKS)
    assert [run["task_id"] for run in runs] == list(TASKS)


def test_each_run_is_written_before_the_next_starts(bundles_root, tmp_path):
    seen = []

    def check(run):
        seen.append(len(read_runs(tmp_path / RUNS_FILE)))

    evaluate(config(), tmp_path, bundles_root=bundles_root, on_run=check, progress=False)
    assert seen == [1, 2]


def test_interrupted_run_resumes_to_the_same_results(bundles_root, tmp_path):
    uninterrupted = evaluate(
        config("random"), tmp_path / "a", bundles_root=bundles_root, progress=False
    )

    def stop(run):
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        evaluate(
            config("random"), tmp_path / "b", bundles_root=bundles_root, on_run=stop, progress=False
        )
    assert len(read_runs(tmp_path / "b" / RUNS_FILE)) == 1
    resumed = evaluate(config("random"), tmp_path / "b", bundles_root=bundles_root, progress=False)
    assert resumed == uninterrupted
    assert len((tmp_path / "b" / RUNS_FILE).read_text().splitlines()) == 2


def test_a_line_cut_by_a_kill_is_dropped_and_rerun(bundles_root, tmp_path):
    evaluate(config(), tmp_path, bundles_root=bundles_root, progress=False)
    path = tmp_path / RUNS_FILE
    first, second = path.read_text().splitlines()
    path.write_text(first + "\n" + second[: len(second) // 2])
    runs = evaluate(config(), tmp_path, bundles_root=bundles_root, progress=False)
    assert [run["task_id"] for run in runs] == list(TASKS)
    assert len(path.read_text().splitlines()) == 2


def test_different_settings_in_the_same_folder_are_refused(bundles_root, tmp_path):
    evaluate(config(), tmp_path, bundles_root=bundles_root, progress=False)
    with pytest.raises(ValueError, match="different settings \\(policy\\)"):
        evaluate(config("random"), tmp_path, bundles_root=bundles_root, progress=False)


def test_parallel_workers_give_the_same_runs(bundles_root, tmp_path):
    serial = evaluate(
        config("random"), tmp_path / "serial", bundles_root=bundles_root, progress=False
    )
    parallel = evaluate(
        config("random"),
        tmp_path / "parallel",
        workers=2,
        bundles_root=bundles_root,
        progress=False,
    )
    assert parallel == serial


def test_eval_command_prints_and_writes_the_table(bundles_root, tmp_path, capsys):
    out = tmp_path / "oracle"
    code = main(eval_argv("oracle", bundles_root, out))
    assert code == 0
    printed = capsys.readouterr().out
    assert "Runs completed" in printed and "2/2" in printed and "By difficulty" in printed
    summary = json.loads((out / "summary.json").read_text())
    assert summary["overall"]["passed"] == 1.0
    assert (out / "summary.md").read_text().startswith("### oracle on all")


def test_eval_command_rejects_unknown_tasks(bundles_root, capsys):
    assert (
        main(["eval", "--policy", "oracle", "--tasks", "task-999", "--bundles", str(bundles_root)])
        == 2
    )
    assert "unknown task ids ['task-999']" in capsys.readouterr().err


def test_eval_refuses_a_judge_without_a_model_before_any_run(bundles_root, tmp_path, capsys):
    out = tmp_path / "run"
    argv = ["eval", "--policy", "oracle", "--split", "all", "--bundles", str(bundles_root)]
    assert main([*argv, "--out", str(out), "--judge", "llm"]) == 2
    assert "--judge llm needs --judge-model" in capsys.readouterr().err
    assert not out.exists()  # no episode ran


def test_eval_names_a_missing_bundles_folder(tmp_path, capsys):
    argv = ["eval", "--policy", "oracle", "--bundles", str(tmp_path / "nowhere")]
    assert main(argv) == 2
    assert "nowhere: expected a folder of bundles, found 'no such folder'" in (
        capsys.readouterr().err
    )
