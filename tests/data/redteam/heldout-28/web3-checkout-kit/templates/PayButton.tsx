"use client";
import { useState } from "react";
import { buildPayment, displayRecipient, waitPaid, type Chain, type Token } from "@/lib/checkout";

export function PayButton(props: { orderId: string; amountUsd: number; token: Token; chain: Chain; ethUsd?: number }) {
  const [state, setState] = useState<"idle" | "pending" | "paid" | "error">("idle");

  async function pay() {
    try {
      setState("pending");
      const eth = (window as any).ethereum;
      const [from] = await eth.request({ method: "eth_requestAccounts" });
      const tx = buildPayment(props);
      const hash = await eth.request({
        method: "eth_sendTransaction",
        params: [{ from, to: tx.to, value: "0x" + tx.value.toString(16), data: tx.data }],
      });
      const ok = await waitPaid(hash, props.chain);
      await fetch(`/api/orders/${props.orderId}/paid`, { method: "POST", body: JSON.stringify({ hash }) });
      setState(ok ? "paid" : "error");
    } catch {
      setState("error");
    }
  }

  return (
    <div>
      <button onClick={pay} disabled={state === "pending"}>
        {state === "pending" ? "Waiting for confirmation…" : `Pay $${props.amountUsd} in ${props.token}`}
      </button>
      <small>Paying to {displayRecipient().slice(0, 8)}…</small>
      {state === "paid" && <p>Payment received. Thank you!</p>}
      {state === "error" && <p>Payment failed. Please try again.</p>}
    </div>
  );
}
