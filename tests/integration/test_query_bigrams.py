"""The query's Chinese bigrams are made in Python (`cjk_bigrams`), the stored ones by the
database (`palimpsest_cjk_bigrams`, the generated `search` column): if they ever differed, a
Chinese query would stop matching the memories that state its words."""

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.repositories.common_terms import cjk_bigrams

TEXTS = [
    "",
    "杭",
    "杭州",
    "用户住在杭州",
    "User lives in 杭州, near 西湖.",
    "我现在在字节跳动上班，之前在阿里",
    "㐀㐁 and 䶿一 (Extension A and the block's first character)",
    "\u9fff\u9fa5 and \u3007\u3007 (the block's last; U+3007, ideographic zero, is not in it)",
    "𠀀𠀁 Extension B stays out",
    "中文，标点：不算！“引号”里的字",
    "全角ＡＢＣ和１２３",
    "日本語のかな混じり文",
    "한국어 문장",
    "emoji 🙂 between 你好 and 再见",
    "a\u200b杭\u200b州",
    "杭州\n西湖\t断桥",
]


@pytest.mark.parametrize("value", TEXTS)
async def test_python_bigrams_are_the_databases(session: AsyncSession, value: str) -> None:
    made = (
        await session.execute(text("SELECT palimpsest_cjk_bigrams(:t)"), {"t": value})
    ).scalar_one()
    assert cjk_bigrams(value) == made


def test_bigrams_pair_adjacent_chinese_characters_only() -> None:
    assert cjk_bigrams("用户住在杭州") == "用户 户住 住在 在杭 杭州"
    assert cjk_bigrams("住在 杭州") == "住在 杭州"
    assert cjk_bigrams("User lives in Paris") == ""
