"""Traditional Chinese characters folded to their simplified forms, for comparing names: 東京 /
东京, 首爾 / 首尔, 華為 / 华为. A name told in the other script is one value, not a new one.

The table holds the common characters of place, organisation and personal names that differ
between the two scripts (a closed class, not a list of names), and those of everyday speech
(換, 現, 沒, 兩, 隻, 嗎); a character outside it is kept as it is, so two names in one script
compare as before. The classifier reads both texts folded (`rules.classifier.classify_pair`),
so a statement typed in traditional characters meets every reading as in simplified ones.
"""

from __future__ import annotations

_PAIRS = (
    "爾尔東东國国華华語语機机學学會会們们長长開开關关門门問问書书電电車车馬马鳥鸟龍龙灣湾臺台"
    "島岛區区縣县鎮镇鄉乡廣广廠厂萬万與与業业團团對对導导實实發发個个來来時时間间總总統统經经"
    "濟济黨党軍军蘭兰雲云陽阳陰阴陸陆隊队聯联銀银錢钱鐵铁續续線线紅红綠绿藍蓝黃黄頭头顏颜體体"
    "變变歷历園园圖图圓圆場场報报聲声處处號号設设證证議议認认讀读說说話话識识計计訊讯選选邊边"
    "遠远運运進进過过達达還还這这郵邮醫医鄭郑劉刘陳陈張张趙赵楊杨吳吴孫孙許许鄧邓蕭萧葉叶蘇苏"
    "盧卢蔣蒋韓韩馮冯紐纽約约倫伦聖圣羅罗維维亞亚歐欧紀纪衛卫橋桥樓楼廳厅館馆飯饭麗丽優优傳传"
    "價价買买賣卖貝贝費费資资質质貨货閣阁為为於于漢汉滬沪寧宁遼辽贛赣閩闽粵粤瓊琼"
    "陝陕隴陇齊齐魯鲁雙双鳳凤鶴鹤麥麦協协僑侨屬属廟庙韋韦範范溫温湯汤潔洁濱滨"
    # Everyday speech to an assistant: 換了部手機, 車險, 現在, 養貓, 兩隻, 幾塊錢, 沒有, 嗎.
    "換换險险現现養养飛飞貓猫歲岁裡里後后從从愛爱歡欢劇剧視视聽听讓让給给錯错沒没嗎吗麼么當当"
    "職职員员級级師师藥药療疗節节週周點点鐘钟駕驾駛驶賬账帳帐碼码腦脑筆笔網网訂订閱阅貸贷歸归"
    "離离結结婦妇兒儿媽妈爺爷寵宠魚鱼雞鸡鮮鲜煙烟飲饮鍛锻煉炼練练動动課课試试習习畢毕帶带專专"
    "務务產产項项種种類类內内辭辞稱称暱昵隻只兩两幾几塊块樣样辦办標标準准舊旧風风氣气蘋苹環环"
    "趕赶夢梦戲戏樂乐謝谢請请題题臉脸壓压鬧闹親亲戀恋漲涨調调轉转減减補补"
)
_FOLD = str.maketrans(dict(zip(_PAIRS[::2], _PAIRS[1::2], strict=True)))


def simplified(text: str) -> str:
    """TEXT with the traditional characters of the table folded to their simplified forms."""
    return text.translate(_FOLD)
