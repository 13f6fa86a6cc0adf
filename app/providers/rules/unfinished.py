"""Words that tell an event is not (yet) done: planned, expected, proposed, possible, asked.

Readings of a change told as done (a currency adopted, a club bought, a home ground moved)
step aside for them; each adds the words of its own domain (a bid, a loan ground, a second
currency) to this shared core.
"""

from typing import Final

UNFINISHED: Final = (
    r"\b(?:will|would|plans?|planned|planning|could|may|might|expected|proposed)\b"
    r"|计划|将|拟|[?？]"
)
