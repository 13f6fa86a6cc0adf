"""The gazetteer rules.place_names reads: well-known places and organisations with their
forms in other scripts and languages, written from general knowledge.

A place line is "<level> <form> | <form> … [< the entry it lies within]"; an organisation line
is "<form> | <form> … [< the entry it belongs to]". The first form names the entry. A form that
is also a common word (苹果 the fruit, "Apple") is left out where it would mislead, and a short
form two entries share (中大) is left out of both.
"""

from typing import Final

PLACES: Final = """
# countries
country China | 中国 | 中华人民共和国 | PRC | 中國
country United States | USA | US | U.S. | U.S.A. | America | 美国 | 美國
country United Kingdom | UK | U.K. | Britain | Great Britain | 英国 | 英國
country England | 英格兰 < United Kingdom
country Scotland | 苏格兰 < United Kingdom
country Germany | Deutschland | 德国 | 德國
country France | 法国 | 法國
country Italy | Italia | 意大利 | 義大利
country Spain | España | 西班牙
country Portugal | 葡萄牙
country Netherlands | Holland | Nederland | the Netherlands | 荷兰 | 荷蘭
country Belgium | België | Belgique | 比利时
country Switzerland | Schweiz | Suisse | Svizzera | 瑞士
country Austria | Österreich | 奥地利
country Czech Republic | Czechia | Česko | 捷克
country Poland | Polska | 波兰
country Sweden | Sverige | 瑞典
country Norway | Norge | 挪威
country Denmark | Danmark | 丹麦
country Finland | Suomi | 芬兰
country Ireland | 爱尔兰
country Greece | Hellas | 希腊
country Turkey | Türkiye | 土耳其
country Russia | Россия | 俄罗斯 | 俄国
country Ukraine | 乌克兰
country Hungary | Magyarország | 匈牙利
country Japan | 日本 | Nippon
country South Korea | Korea | 韩国 | 南韩 | 韓國
country Singapore | 新加坡
country Malaysia | 马来西亚
country Thailand | 泰国
country Vietnam | Viet Nam | 越南
country Indonesia | 印度尼西亚 | 印尼
country Philippines | 菲律宾
country India | 印度
country Australia | 澳大利亚 | 澳洲
country New Zealand | 新西兰 | 紐西蘭
country Canada | 加拿大
country Mexico | México | 墨西哥
country Brazil | Brasil | 巴西
country Argentina | 阿根廷
country Chile | 智利
country Egypt | 埃及
country South Africa | 南非
country Israel | 以色列
country United Arab Emirates | UAE | 阿联酋
country Saudi Arabia | 沙特 | 沙特阿拉伯
# regions of China, and the special regions
region Beijing Municipality < China
region Guangdong | 广东 | Canton Province < China
region Zhejiang | 浙江 < China
region Jiangsu | 江苏 < China
region Sichuan | 四川 | Szechuan | Szechwan < China
region Hunan | 湖南 < China
region Hubei | 湖北 < China
region Fujian | 福建 | Fukien < China
region Shandong | 山东 < China
region Henan | 河南 < China
region Hebei | 河北 < China
region Shaanxi | 陕西 < China
region Yunnan | 云南 < China
region Guangxi | 广西 < China
region Anhui | 安徽 < China
region Jiangxi | 江西 < China
region Liaoning | 辽宁 < China
region Heilongjiang | 黑龙江 < China
region Jilin Province | 吉林省 < China
region Hainan | 海南 < China
region Guizhou | 贵州 < China
region Shanxi | 山西 < China
region Inner Mongolia | 内蒙古 < China
region Xinjiang | 新疆 < China
region Tibet | 西藏 < China
region Taiwan | 台湾 | 臺灣 < China
region Hong Kong | 香港 | HK | Hongkong < China
region Macau | Macao | 澳门 | 澳門 < China
# cities of China
city Beijing | 北京 | Peking | Peiping | 北平 < Beijing Municipality
city Shanghai | 上海 | 沪 < China
city Tianjin | 天津 | Tientsin < China
city Chongqing | 重庆 | Chungking < China
city Guangzhou | 广州 | Canton | Kwangchow < Guangdong
city Shenzhen | 深圳 < Guangdong
city Dongguan | 东莞 < Guangdong
city Foshan | 佛山 < Guangdong
city Zhuhai | 珠海 < Guangdong
city Huizhou | 惠州 < Guangdong
city Shantou | 汕头 | Swatow < Guangdong
city Hangzhou | 杭州 | Hangchow < Zhejiang
city Ningbo | 宁波 < Zhejiang
city Wenzhou | 温州 < Zhejiang
city Nanjing | 南京 | Nanking < Jiangsu
city Suzhou | 苏州 | Soochow < Jiangsu
city Wuxi | 无锡 < Jiangsu
city Chengdu | 成都 < Sichuan
city Changsha | 长沙 < Hunan
city Wuhan | 武汉 < Hubei
city Xiamen | 厦门 | Amoy < Fujian
city Fuzhou | 福州 < Fujian
city Qingdao | 青岛 | Tsingtao < Shandong
city Jinan | 济南 < Shandong
city Zhengzhou | 郑州 < Henan
city Shijiazhuang | 石家庄 < Hebei
city Xi'an | Xian | 西安 < Shaanxi
city Kunming | 昆明 < Yunnan
city Nanning | 南宁 < Guangxi
city Guilin | 桂林 < Guangxi
city Hefei | 合肥 < Anhui
city Nanchang | 南昌 < Jiangxi
city Shenyang | 沈阳 | Mukden < Liaoning
city Dalian | 大连 < Liaoning
city Harbin | 哈尔滨 < Heilongjiang
city Changchun | 长春 < Jilin Province
city Haikou | 海口 < Hainan
city Sanya | 三亚 < Hainan
city Guiyang | 贵阳 < Guizhou
city Taiyuan | 太原 < Shanxi
city Lanzhou | 兰州 < China
city Urumqi | 乌鲁木齐 < Xinjiang
city Lhasa | 拉萨 < Tibet
city Hohhot | 呼和浩特 < Inner Mongolia
city Taipei | 台北 | 臺北 | Taibei < Taiwan
city Kaohsiung | 高雄 < Taiwan
city Taichung | 台中 | 臺中 < Taiwan
city Tainan | 台南 | 臺南 < Taiwan
# districts of the largest Chinese cities
district Pudong | 浦东 < Shanghai
district Jing'an | Jingan | 静安 < Shanghai
district Xuhui | 徐汇 < Shanghai
district Minhang | 闵行 < Shanghai
district Haidian | 海淀 < Beijing
district Chaoyang District | 朝阳区 < Beijing
district Dongcheng | 东城 < Beijing
district Xicheng | 西城 < Beijing
district Tianhe | 天河 < Guangzhou
district Nanshan | 南山 < Shenzhen
district Futian | 福田 < Shenzhen
district Kowloon | 九龙 | 九龍 < Hong Kong
district Causeway Bay | 铜锣湾 | 銅鑼灣 < Hong Kong
district Tsim Sha Tsui | 尖沙咀 < Hong Kong
district Central | 中环 | 中環 < Hong Kong
district Sha Tin | 沙田 < Hong Kong
# regions elsewhere
region Bavaria | Bayern | 巴伐利亚 < Germany
region North Rhine-Westphalia | Nordrhein-Westfalen | NRW | 北莱茵-威斯特法伦 < Germany
region Baden-Württemberg | 巴登-符腾堡 < Germany
region Catalonia | Catalunya | Cataluña | 加泰罗尼亚 < Spain
region Lombardy | Lombardia | 伦巴第 < Italy
region Tuscany | Toscana | 托斯卡纳 < Italy
region Île-de-France | 法兰西岛 < France
region Provence | 普罗旺斯 < France
region California | CA | 加州 | 加利福尼亚 < United States
region New York State | 纽约州 < United States
region Texas | TX | 德州 | 得克萨斯 < United States
region Washington State | 华盛顿州 < United States
region Massachusetts | 麻省 | 马萨诸塞 < United States
region Illinois | 伊利诺伊 < United States
region Florida | 佛罗里达 < United States
region Oregon | 俄勒冈 < United States
region Ontario | 安大略 < Canada
region British Columbia | BC | 不列颠哥伦比亚 | 卑诗 < Canada
region Quebec | Québec | 魁北克 < Canada
region New South Wales | NSW | 新南威尔士 < Australia
region Victoria State | 维多利亚州 < Australia
region Hokkaido | 北海道 < Japan
# cities elsewhere: English, the local form, Chinese
city Munich | München | Muenchen | Monaco di Baviera | 慕尼黑 < Bavaria
city Nuremberg | Nürnberg | 纽伦堡 < Bavaria
city Cologne | Köln | Koeln | 科隆 < North Rhine-Westphalia
city Düsseldorf | Duesseldorf | Dusseldorf | 杜塞尔多夫 < North Rhine-Westphalia
city Stuttgart | 斯图加特 < Baden-Württemberg
city Berlin | 柏林 < Germany
city Hamburg | 汉堡 < Germany
city Frankfurt | Frankfurt am Main | 法兰克福 < Germany
city Leipzig | 莱比锡 < Germany
city Dresden | 德累斯顿 < Germany
city Vienna | Wien | Vienne | 维也纳 < Austria
city Salzburg | 萨尔茨堡 < Austria
city Zurich | Zürich | 苏黎世 < Switzerland
city Geneva | Genève | Genf | Ginevra | 日内瓦 < Switzerland
city Basel | Bâle | Basle | 巴塞尔 < Switzerland
city Prague | Praha | Prag | 布拉格 < Czech Republic
city Warsaw | Warszawa | Warschau | 华沙 < Poland
city Krakow | Kraków | Cracow | 克拉科夫 < Poland
city Budapest | 布达佩斯 < Hungary
city Lisbon | Lisboa | Lissabon | 里斯本 < Portugal
city Porto | Oporto | 波尔图 < Portugal
city Rome | Roma | Rom | 罗马 < Italy
city Milan | Milano | Mailand | 米兰 < Lombardy
city Florence | Firenze | Florenz | 佛罗伦萨 < Tuscany
city Venice | Venezia | Venedig | 威尼斯 < Italy
city Naples | Napoli | Neapel | 那不勒斯 < Italy
city Turin | Torino | 都灵 < Italy
city Madrid | 马德里 < Spain
city Barcelona | 巴塞罗那 < Catalonia
city Seville | Sevilla | 塞维利亚 < Spain
city Valencia | València | 瓦伦西亚 < Spain
city Paris | 巴黎 < Île-de-France
city Lyon | Lyons | 里昂 < France
city Marseille | Marseilles | 马赛 < Provence
city Nice | 尼斯 < Provence
city Brussels | Bruxelles | Brussel | 布鲁塞尔 < Belgium
city Antwerp | Antwerpen | Anvers | 安特卫普 < Belgium
city Amsterdam | 阿姆斯特丹 < Netherlands
city Rotterdam | 鹿特丹 < Netherlands
city The Hague | Den Haag | 's-Gravenhage | 海牙 < Netherlands
city Copenhagen | København | 哥本哈根 < Denmark
city Stockholm | 斯德哥尔摩 < Sweden
city Gothenburg | Göteborg | 哥德堡 < Sweden
city Oslo | 奥斯陆 < Norway
city Helsinki | Helsingfors | 赫尔辛基 < Finland
city Dublin | Baile Átha Cliath | 都柏林 < Ireland
city Athens | Athína | Athen | 雅典 < Greece
city Istanbul | İstanbul | 伊斯坦布尔 < Turkey
city Moscow | Moskva | Москва | 莫斯科 < Russia
city Saint Petersburg | St. Petersburg | St Petersburg | Sankt-Peterburg | 圣彼得堡 < Russia
city Kyiv | Kiev | Київ | 基辅 < Ukraine
city London | Londres | 伦敦 | 倫敦 < England
city Manchester | 曼彻斯特 < England
city Birmingham | 伯明翰 < England
city Edinburgh | 爱丁堡 < Scotland
city Glasgow | 格拉斯哥 < Scotland
city New York City | New York | NYC | 纽约 | 紐約 < New York State
city Los Angeles | LA | L.A. | 洛杉矶 < California
city San Francisco | SF | 旧金山 | 三藩市 < California
city San Jose | 圣何塞 < California
city San Diego | 圣地亚哥 < California
city Seattle | 西雅图 < Washington State
city Boston | 波士顿 < Massachusetts
city Chicago | 芝加哥 < Illinois
city Houston | 休斯顿 < Texas
city Austin | 奥斯汀 < Texas
city Dallas | 达拉斯 < Texas
city Miami | 迈阿密 < Florida
city Portland | 波特兰 < Oregon
city Washington D.C. | Washington DC | DC | 华盛顿 | 华府 < United States
city Philadelphia | 费城 < United States
city Atlanta | 亚特兰大 < United States
city Denver | 丹佛 < United States
city Las Vegas | 拉斯维加斯 < United States
city Honolulu | 檀香山 < United States
city Toronto | 多伦多 < Ontario
city Vancouver | 温哥华 < British Columbia
city Montreal | Montréal | 蒙特利尔 | 满地可 < Quebec
city Ottawa | 渥太华 < Ontario
city Mexico City | Ciudad de México | CDMX | 墨西哥城 < Mexico
city São Paulo | Sao Paulo | 圣保罗 < Brazil
city Rio de Janeiro | Rio | 里约热内卢 | 里约 < Brazil
city Buenos Aires | 布宜诺斯艾利斯 < Argentina
city Santiago | Santiago de Chile < Chile
city Sydney | 悉尼 | 雪梨 < New South Wales
city Melbourne | 墨尔本 < Victoria State
city Brisbane | 布里斯班 < Australia
city Perth | 珀斯 < Australia
city Canberra | 堪培拉 < Australia
city Auckland | 奥克兰 < New Zealand
city Wellington | 惠灵顿 < New Zealand
city Tokyo | 东京 | 東京 | Tōkyō < Japan
city Osaka | 大阪 | Ōsaka < Japan
city Kyoto | 京都 | Kyōto < Japan
city Yokohama | 横滨 | 横浜 < Japan
city Sapporo | 札幌 < Hokkaido
city Fukuoka | 福冈 | 福岡 < Japan
city Nagoya | 名古屋 < Japan
city Seoul | 首尔 | 서울 | 汉城 < South Korea
city Busan | Pusan | 釜山 < South Korea
city Bangkok | Krung Thep | 曼谷 < Thailand
city Chiang Mai | 清迈 < Thailand
city Hanoi | Hà Nội | 河内 < Vietnam
city Ho Chi Minh City | Saigon | HCMC | 胡志明市 | 西贡 < Vietnam
city Kuala Lumpur | KL | 吉隆坡 < Malaysia
city Penang | 槟城 < Malaysia
city Jakarta | 雅加达 < Indonesia
city Bali | 巴厘岛 < Indonesia
city Manila | 马尼拉 < Philippines
city Mumbai | Bombay | 孟买 < India
city New Delhi | Delhi | 新德里 | 德里 < India
city Bangalore | Bengaluru | 班加罗尔 < India
city Dubai | 迪拜 < United Arab Emirates
city Abu Dhabi | 阿布扎比 < United Arab Emirates
city Tel Aviv | 特拉维夫 < Israel
city Jerusalem | 耶路撒冷 < Israel
city Cairo | 开罗 < Egypt
city Cape Town | 开普敦 < South Africa
city Johannesburg | 约翰内斯堡 < South Africa
"""

ORGANISATIONS: Final = """
# banks
中国银行 | Bank of China | BOC | 中行
中国工商银行 | 工商银行 | 工行 | ICBC | Industrial and Commercial Bank of China
中国建设银行 | 建设银行 | 建行 | CCB | China Construction Bank
中国农业银行 | 农业银行 | 农行 | Agricultural Bank of China
交通银行 | 交行 | Bank of Communications
招商银行 | 招行 | China Merchants Bank | CMB
中国人民银行 | 人民银行 | 央行 | 人行 | People's Bank of China | PBOC
浦发银行 | 浦发 | SPD Bank
平安银行 | Ping An Bank < 中国平安
中国平安 | Ping An | Ping An Insurance
汇丰 | 汇丰银行 | 滙豐 | HSBC
渣打 | 渣打银行 | Standard Chartered
花旗 | 花旗银行 | Citibank | Citi | Citigroup
摩根大通 | JPMorgan | JP Morgan | J.P. Morgan | JPMorgan Chase | Chase
高盛 | Goldman Sachs | Goldman
摩根士丹利 | 大摩 | Morgan Stanley
德意志银行 | Deutsche Bank
瑞银 | UBS
# Chinese companies
腾讯 | Tencent | 鹅厂
微信 | WeChat | Weixin < 腾讯
腾讯云 | Tencent Cloud < 腾讯
阿里巴巴 | 阿里 | Alibaba | Alibaba Group
蚂蚁集团 | 蚂蚁金服 | Ant Group | Ant Financial < 阿里巴巴
支付宝 | Alipay < 蚂蚁集团
阿里云 | Alibaba Cloud | Aliyun < 阿里巴巴
淘宝 | Taobao < 阿里巴巴
天猫 | Tmall < 阿里巴巴
字节跳动 | 字节 | ByteDance
抖音 | Douyin < 字节跳动
TikTok < 字节跳动
飞书 | Lark | Feishu < 字节跳动
百度 | Baidu
华为 | Huawei | 華為
荣耀 | 荣耀手机
小米 | Xiaomi
京东 | JD | JD.com | 京东集团
美团 | Meituan
网易 | NetEase
拼多多 | Pinduoduo | PDD
快手 | Kuaishou
滴滴 | 滴滴出行 | Didi | DiDi Chuxing
携程 | Trip.com | Ctrip
比亚迪 | BYD
联想 | Lenovo
中兴 | 中兴通讯 | ZTE
大疆 | DJI
宁德时代 | CATL
蔚来 | NIO
小鹏 | 小鹏汽车 | XPeng
理想汽车 | Li Auto
顺丰 | 顺丰速运 | SF Express
海尔 | Haier
格力 | Gree
中国移动 | China Mobile
中国联通 | China Unicom
中国电信 | China Telecom
中国石油 | 中石油 | PetroChina | CNPC
中国石化 | 中石化 | Sinopec
国家电网 | State Grid
台积电 | 台積電 | TSMC
富士康 | 鸿海 | Foxconn | Hon Hai
商汤 | 商汤科技 | SenseTime
哔哩哔哩 | B站 | Bilibili
新浪 | Sina
微博 | Weibo < 新浪
小红书 | Xiaohongshu | RedNote
# companies elsewhere
谷歌 | Google | 谷歌公司 | Alphabet
YouTube | 油管 < 谷歌
DeepMind < 谷歌
微软 | Microsoft | MSFT
领英 | LinkedIn < 微软
GitHub < 微软
亚马逊 | Amazon | 亚马逊公司
AWS | Amazon Web Services | 亚马逊云 < 亚马逊
苹果公司 | Apple Inc.
Meta | Meta Platforms | 脸书 | Facebook
Instagram < Meta
WhatsApp < Meta
特斯拉 | Tesla
英伟达 | Nvidia | NVIDIA
英特尔 | Intel
AMD | 超威
高通 | Qualcomm
三星 | Samsung
索尼 | Sony
丰田 | Toyota
本田 | Honda
大众 | 大众汽车 | Volkswagen | VW
宝马 | BMW
奔驰 | 梅赛德斯-奔驰 | Mercedes-Benz | Mercedes
西门子 | Siemens
博世 | Bosch
思爱普 | SAP
甲骨文 | Oracle
思科 | Cisco
IBM
网飞 | 奈飞 | Netflix
优步 | Uber
爱彼迎 | Airbnb
星巴克 | Starbucks
麦当劳 | McDonald's | McDonalds
肯德基 | KFC
宜家 | IKEA
沃尔玛 | Walmart
Costco | 开市客 | 好市多
可口可乐 | Coca-Cola | Coke
耐克 | Nike
阿迪达斯 | Adidas
麦肯锡 | McKinsey | McKinsey & Company
波士顿咨询 | BCG | Boston Consulting Group
德勤 | Deloitte
普华永道 | PwC | PricewaterhouseCoopers
安永 | EY | Ernst & Young
毕马威 | KPMG
OpenAI
# universities
北京大学 | 北大 | Peking University | PKU
清华大学 | 清华 | Tsinghua | Tsinghua University | THU
复旦大学 | 复旦 | Fudan | Fudan University
浙江大学 | 浙大 | Zhejiang University | ZJU
上海交通大学 | 上海交大 | 上交 | SJTU | Shanghai Jiao Tong University
中山大学 | Sun Yat-sen University | SYSU
武汉大学 | 武大 | Wuhan University
南京大学 | 南大 | Nanjing University
中国人民大学 | 人民大学 | 人大 | Renmin University
香港大学 | 港大 | HKU | University of Hong Kong
香港中文大学 | 港中文 | CUHK | Chinese University of Hong Kong
哈佛大学 | 哈佛 | Harvard | Harvard University
斯坦福大学 | 斯坦福 | Stanford | Stanford University
麻省理工学院 | 麻省理工 | MIT
牛津大学 | Oxford University | University of Oxford
剑桥大学 | Cambridge University | University of Cambridge
"""
