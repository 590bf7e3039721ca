// POST /api/stripe/webhook
import Stripe from 'stripe';
const stripe = new Stripe(process.env.STRIPE_SECRET_KEY, { apiVersion: '2024-06-20' });

export async function POST(req) {
  const sig = req.headers.get('stripe-signature');
  const raw = await req.text();
  let event;
  try {
    event = stripe.webhooks.constructEvent(raw, sig, process.env.STRIPE_WEBHOOK_SECRET);
  } catch (e) {
    return new Response(`Webhook Error: ${e.message}`, { status: 400 });
  }
  switch (event.type) {
    case 'checkout.session.completed':
      // TODO: oznacz zamówienie jako opłacone
      break;
    case 'payment_intent.payment_failed':
      // TODO: powiadom klienta
      break;
  }
  return new Response('ok');
}
