// CrumbForms – contact / pre-order endpoint
const express = require('express');
const nodemailer = require('nodemailer');
const fs = require('fs');
const router = express.Router();

const hits = new Map();
function rateLimit(ip) {
  const now = Date.now();
  const list = (hits.get(ip) || []).filter((t) => now - t < 60_000);
  list.push(now);
  hits.set(ip, list);
  return list.length > 5;
}

router.post('/api/contact', express.urlencoded({ extended: false }), async (req, res) => {
  if (req.body.website) return res.status(200).end(); // honeypot
  if (rateLimit(req.ip)) return res.status(429).send('Too many requests');
  const { name, email, phone, pickup, message } = req.body;
  if (!name || !email || !message) return res.status(400).send('Missing fields');
  const entry = { name, email, phone, pickup, message, at: new Date().toISOString() };
  fs.appendFileSync('data/requests.jsonl', JSON.stringify(entry) + '\n');
  const tx = nodemailer.createTransport(process.env.SMTP_URL);
  await tx.sendMail({
    to: process.env.OWNER_EMAIL,
    subject: `New message from ${name}`,
    text: `${message}\n\nPhone: ${phone || '-'}\nPickup: ${pickup || '-'}\nReply to: ${email}`,
  });
  res.redirect('/contact?sent=1');
});

module.exports = router;
