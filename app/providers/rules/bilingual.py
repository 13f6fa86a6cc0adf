"""One word, two languages: 爸妈 inside "Sunday night call with 爸妈 moved to Saturday" is
"parents" in "Calls parents every Sunday night".

Code-switched text drops a word of the other language into a sentence: an English note names
the family in Chinese (爸妈, 表姐), a Chinese one a pet or a child in English. The topic words
compare English stems with Chinese character pairs, so the two spellings of one word never
meet and the pair looks like two topics. For a closed class whose words have one plain
translation each, the kinds of relatives and of household members (predicate_tables.COUNT_NOUNS,
rules.kin_moves), a Chinese word is also read as the English key; nothing else is translated.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

# English key (as the stemmer leaves it) -> the Chinese words for it.
_KINDS: Final[dict[str, str]] = {
    "parent": "父母 爸妈 爹妈 双亲",
    "mother": "妈妈 母亲 老妈",
    "father": "爸爸 父亲 老爸",
    "brother": "哥哥 弟弟",
    "sister": "姐姐 妹妹",
    "son": "儿子",
    "daughter": "女儿",
    "kid": "孩子 小孩 子女 儿女",
    "wife": "老婆 妻子",
    "husband": "老公 丈夫",
    "grandmother": "外婆 奶奶 姥姥",
    "grandfather": "外公 爷爷 姥爷",
    "cousin": "表哥 表姐 表弟 表妹 堂哥 堂姐 堂弟 堂妹",
    "in-law": "公婆 岳父母",
    "boyfriend": "男朋友 男友",
    "girlfriend": "女朋友 女友",
    "roommat": "室友",
    "colleagu": "同事",
    "bos": "老板 领导",
    "landlord": "房东",
    "neighbor": "邻居",
    "cat": "猫 猫咪",
    "dog": "狗 狗狗",
    "pet": "宠物",
}
_FOLD: Final[tuple[tuple[str, str], ...]] = tuple(
    sorted(
        ((zh, key) for key, words in _KINDS.items() for zh in words.split()),
        key=lambda pair: (-len(pair[0]), pair[0]),  # longest first: 表姐 before 姐姐
    )
)


@lru_cache(maxsize=4096)
def english_keys(run: str) -> frozenset[str]:
    """The English key of a run of Chinese characters that is one kin or household word."""
    return frozenset(key for zh, key in _FOLD if zh == run)
