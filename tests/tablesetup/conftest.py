"""Every setup test starts in English: a page test elsewhere that requested a /fr/ page leaves
French active in the thread (LocaleMiddleware activates it and nothing resets it), and the
logic tests read the English messages."""

import pytest
from django.utils import translation


@pytest.fixture(autouse=True)
def english_by_default():
    with translation.override("en"):
        yield
