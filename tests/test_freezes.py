"""The watch that tells a failed network test's rerun apart (``tests.support.freezes``): it sees this process stand
still, and nothing while it runs."""

from __future__ import annotations

import os
import subprocess
import time

import pytest

from tests.support.freezes import FreezeWatch


@pytest.mark.lan
@pytest.mark.flaky(reruns=0)  # it stands itself still: a failure of it is never the machine's
def test_the_watch_sees_this_process_stand_still_and_nothing_else() -> None:
    watch = FreezeWatch()
    start = time.monotonic()
    # the whole process stopped, as a frozen CPU stops what runs on it (the shell resumes it 3 s later)
    subprocess.run(["sh", "-c", f"kill -STOP {os.getpid()}; sleep 3; kill -CONT {os.getpid()}"], check=True)
    assert 2.7 <= watch.wait_since(start, 60) < 60  # noted on its threads' next wake
    assert watch.longest_since(time.monotonic()) == 0.0  # nothing since
