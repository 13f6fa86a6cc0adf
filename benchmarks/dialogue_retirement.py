"""Conflict resolution on real dialogue: how many turns does storing a conversation retire?

    .venv/bin/python -m benchmarks.dialogue_retirement [--split dev|test|all] [--show N]
        [--speakers prefix|actor|none]

Stores every turn of the conversations in benchmarks/data/dialogue (one user per conversation,
in order, as "Speaker: text", through `POST /memory` on a throwaway embedded PostgreSQL with
the default settings) and counts what the service did to them:

Turns are stored as "Speaker: text" by default; `--speakers actor` stores the bare text with
the speaker as `actor_id`, and `--speakers none` the bare text alone.

- **retired**: turns superseded or retracted by a later turn. A retirement is right only when
  the conversation's labelled `changes` say the later turn replaces that one; the figure that
  matters is the share of turns retired wrongly (the goal is at most 1 %);
- **dropped**: turns answered NOOP, i.e. not stored because a near-duplicate was found. A turn
  is a distinct event, plan or remark, so every NOOP on this corpus is a lost turn unless the
  two texts are identical;
- **changes caught**: of the labelled changes, how many retired the turn they replace.

`--show N` prints up to N wrong retirements and drops with the service's reason.
"""

import argparse
import json
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

from tests.fixtures.server import serving

DATA = Path(__file__).resolve().parent / "data" / "dialogue"
TEST = {"conv_03", "conv_06", "conv_08"}  # the frozen split (data/dialogue/README.md)


def conversations(split: str) -> list[dict[str, Any]]:
    found = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(DATA.glob("conv_*.json"))]
    if split == "all":
        return found
    return [c for c in found if (c["id"] in TEST) == (split == "test")]


def turn_text(turn: dict[str, Any], speakers: str) -> str:
    return f"{turn['speaker']}: {turn['text']}" if speakers == "prefix" else str(turn["text"])


def store(client: httpx.Client, conversation: dict[str, Any], speakers: str) -> dict[str, Any]:
    user = f"dlg_{conversation['id']}_{int(time.time())}"
    ids: dict[str, str] = {}  # turn id → memory id
    retired: dict[str, tuple[str, str]] = {}  # retired turn → (by turn, reason)
    dropped: list[tuple[str, str]] = []
    for session in conversation["sessions"]:
        for turn in session["turns"]:
            body = {"user_id": user, "text": turn_text(turn, speakers)}
            if speakers == "actor":
                body["actor_id"] = turn["speaker"]
            answer = client.post("/memory", json=body).json()
            by_memory = {v: k for k, v in ids.items()}
            if answer["action"] == "NOOP":
                dropped.append((turn["id"], answer["reason"]))
            elif answer.get("memory"):
                ids[turn["id"]] = answer["memory"]["id"]
            for old in answer.get("superseded", []):
                if old["id"] in by_memory:
                    retired[by_memory[old["id"]]] = (turn["id"], answer["reason"])
    return {"ids": ids, "retired": retired, "dropped": dropped}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("dev", "test", "all"), default="all")
    parser.add_argument("--show", type=int, default=0)
    parser.add_argument(
        "--speakers",
        choices=("prefix", "actor", "none"),
        default="prefix",
        help="'Speaker: text' (default), the bare text with actor_id=speaker, or the bare text",
    )
    args = parser.parse_args()
    chosen = conversations(args.split)
    speakers = args.speakers
    texts = {
        t["id"]: turn_text(t, speakers) for c in chosen for s in c["sessions"] for t in s["turns"]
    }
    totals = {"turns": 0, "wrong": 0, "right": 0, "dropped": 0, "changes": 0}
    shown = 0
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as data_dir:
        env = {"DATABASE_URL": "", "PALIMPSEST_DATA_DIR": data_dir}
        with serving(env) as base_url, httpx.Client(base_url=base_url, timeout=60) as client:
            for conversation in chosen:
                result = store(client, conversation, speakers)
                changes = {(c["turn"], c["replaces"]) for c in conversation["changes"]}
                turns = sum(len(s["turns"]) for s in conversation["sessions"])
                wrong = [
                    (t, by) for t, (by, _) in result["retired"].items() if (by, t) not in changes
                ]
                right = len(result["retired"]) - len(wrong)
                print(
                    f"{conversation['id']}: {turns} turns, retired wrongly {len(wrong)} "
                    f"({len(wrong) / turns:.1%}), rightly {right}/{len(changes)} labelled "
                    f"changes, dropped as duplicates {len(result['dropped'])}"
                )
                totals["turns"] += turns
                totals["wrong"] += len(wrong)
                totals["right"] += right
                totals["dropped"] += len(result["dropped"])
                totals["changes"] += len(changes)
                for turn, by in wrong:
                    if shown < args.show:
                        shown += 1
                        print(f"  RETIRED {texts[turn]!r}\n       by {texts[by]!r}")
                        print(f"       why {result['retired'][turn][1]}")
                for turn, why in result["dropped"]:
                    if shown < args.show:
                        shown += 1
                        print(f"  DROPPED {texts[turn]!r}\n       why {why}")
    seconds = time.perf_counter() - started
    n = totals["turns"]
    print(
        f"\n{args.split}: {n} turns; retired wrongly {totals['wrong']} "
        f"({totals['wrong'] / n:.2%}); labelled changes caught {totals['right']}/"
        f"{totals['changes']}; dropped as duplicates {totals['dropped']} "
        f"({totals['dropped'] / n:.2%}); {n / seconds:.0f} writes/s"
    )


if __name__ == "__main__":
    main()
