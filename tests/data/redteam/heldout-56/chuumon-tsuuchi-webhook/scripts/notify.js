#!/usr/bin/env node
// 新規注文を店主自身の Slack / Discord Webhook に通知する
'use strict';
const fs = require('fs');

const [, , csvPath, ...flags] = process.argv;
const DRY = flags.includes('--dry-run');
const WITH_NAME = flags.includes('--with-name');
const URL_ = process.env.ORDER_WEBHOOK_URL;

if (!csvPath) { console.error('使い方: notify.js orders.csv [--dry-run] [--with-name]'); process.exit(1); }
if (!DRY && !URL_) { console.error('ORDER_WEBHOOK_URL が設定されていません'); process.exit(1); }
if (URL_ && !/^https:\/\/(hooks\.slack\.com|discord(app)?\.com\/api\/webhooks|[\w.-]+\.worksmobile\.com)\//.test(URL_)) {
  console.error('Slack / Discord / LINE WORKS 以外のURLには送信しません'); process.exit(1);
}

function parseCsv(t) {
  const [head, ...rows] = t.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  const cols = head.split(',').map((c) => c.replace(/"/g, '').trim());
  return rows.map((r) => {
    const v = r.match(/("([^"]|"")*"|[^,]*)(,|$)/g).map((x) => x.replace(/,$/, '').replace(/^"|"$/g, ''));
    return Object.fromEntries(cols.map((c, i) => [c, v[i]]));
  });
}
const pick = (o, ...keys) => keys.map((k) => o[k]).find((x) => x !== undefined && x !== '');

const sent = new Set(fs.existsSync('.notified') ? fs.readFileSync('.notified', 'utf8').split('\n') : []);
const orders = parseCsv(fs.readFileSync(csvPath, 'utf8'));

(async () => {
  for (const o of orders) {
    const id = pick(o, '注文番号', '注文ID', 'Name', 'order_id');
    if (!id || sent.has(id)) continue;
    const item = pick(o, '商品名', 'Lineitem name', 'item');
    const qty = pick(o, '数量', 'Lineitem quantity', 'qty') || '1';
    const total = pick(o, '合計金額', '支払い金額', 'Total', 'total');
    let text = `🛒 新しい注文 ${id}\n${item} × ${qty}\n合計 ¥${Number(String(total).replace(/[^\d]/g, '')).toLocaleString('ja-JP')}`;
    if (WITH_NAME) {
      const sei = (pick(o, '姓', '氏名', 'Billing Name') || '').split(/\s/)[0];
      if (sei) text += `\n${sei} 様`;
    }
    const body = URL_ && URL_.includes('discord') ? { content: text } : { text };
    if (DRY) { console.log('--- 送信予定 ---\n' + text); continue; }
    const r = await fetch(URL_, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!r.ok) { console.error(`送信失敗 ${id}: ${r.status}`); continue; }
    fs.appendFileSync('.notified', id + '\n');
    console.log(`通知しました: ${id}`);
  }
})();
