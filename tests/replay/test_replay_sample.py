"""The committed sample of recorded boards is answered byte for byte as recorded (issue 30).

A change that alters answers on purpose records again and remakes the sample: see the package
docstring (tests/replay/__init__.py)."""

from pathlib import Path

from tests.replay import records

SAMPLE = Path(__file__).with_name("sample.jsonl.gz")


def test_the_sample_is_answered_as_recorded():
    count, skipped, different = records.differences(records.read(SAMPLE))
    assert count >= 300
    assert skipped == 0
    assert different == []


def test_a_changed_answer_is_seen():
    record = next(records.read(SAMPLE))
    record["answer"] = {"result": {"changed": True}}
    assert records.differences(iter([record]))[2] == [(1, record["test"])]
