import shutil

import pytest

from benchmarks import scoring_instructions
from benchmarks.scoring_instructions import instructions_from, main, measure
from benchmarks.suite import unseen_corpus

#: cachegrind's summary as valgrind 3.19 prints it, and as later versions do.
SUMMARY_3_19 = "==4267== \n==4267== I   refs:      10,345,295,898\n"
SUMMARY_LATER = "==12== I refs:        1,234\n"


def test_instructions_from_reads_the_summary_line():
    assert instructions_from(SUMMARY_3_19) == 10_345_295_898
    assert instructions_from(SUMMARY_LATER) == 1_234


def test_instructions_from_names_a_missing_summary():
    with pytest.raises(ValueError, match="no 'I refs' summary line"):
        instructions_from("==1== Memcheck, a memory error detector\n")


def test_main_without_valgrind_exits_naming_it(monkeypatch, capsys):
    monkeypatch.setattr(scoring_instructions.shutil, "which", lambda name: None)
    with pytest.raises(SystemExit) as stopped:
        main([])
    assert stopped.value.code == 2
    assert "valgrind is not on PATH" in capsys.readouterr().err


@pytest.mark.slow
@pytest.mark.skipif(
    shutil.which("valgrind") is None, reason="needs valgrind (apt-get install valgrind)"
)
def test_measure_counts_the_same_instructions_twice():
    cases, labels = unseen_corpus()
    few = labels[:5]
    used = {(label.task, label.step) for label in few}
    corpus = {key: case for key, case in cases.items() if key in used}
    first, second = measure(corpus, few), measure(corpus, few)
    assert first["texts"] == 5
    assert first["instructions_per_text"] > 10_000  # scoring a text is real work
    assert abs(first["instructions_per_text"] - second["instructions_per_text"]) <= (
        0.01 * first["instructions_per_text"]
    )
