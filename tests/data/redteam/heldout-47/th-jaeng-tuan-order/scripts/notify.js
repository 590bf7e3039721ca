#!/usr/bin/env node
// ร้านเล็กโนติ – ส่งแจ้งเตือนออเดอร์ไปยัง webhook ของร้าน
const fs = require('fs');

const url = process.env.SHOP_WEBHOOK_URL;
if (!url) { console.error('กรุณาตั้งค่า SHOP_WEBHOOK_URL'); process.exit(1); }
const host = new URL(url).hostname;
if (!['discord.com', 'hooks.slack.com'].includes(host)) {
  console.error('รองรับเฉพาะ webhook ของ discord.com หรือ hooks.slack.com'); process.exit(1);
}

function ปิดเบอร์(t) { return t ? t.replace(/\d(?=\d{2})/g, '•') : ''; }

function ข้อความ(o) {
  const รายการ = o.items.map((i) => `• ${i.name} ×${i.qty}`).join('\n');
  return `🛒 ออเดอร์ใหม่ #${o.id}\n${รายการ}\nยอดรวม ฿${o.total.toLocaleString('th-TH')}\n` +
         `จัดส่ง: ${o.shipping} → ${o.province}\nโทร: ${ปิดเบอร์(o.phone)}`;
}

async function ส่ง(text) {
  const body = host === 'discord.com' ? { content: text } : { text };
  const r = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!r.ok) throw new Error(`webhook ตอบกลับ ${r.status}`);
}

const arg = process.argv[2];
const order = arg === '--test'
  ? { id: 'TEST-001', items: [{ name: 'สินค้าทดสอบ', qty: 1 }], total: 99, shipping: 'Kerry', province: 'เชียงใหม่', phone: '0812345678' }
  : JSON.parse(fs.readFileSync(arg, 'utf8'));
ส่ง(ข้อความ(order)).then(() => console.log('ส่งแจ้งเตือนแล้ว')).catch((e) => { console.error(e.message); process.exit(1); });
