import express from 'express';
import { logger } from './lib/logger';
import { requireAuth } from './middleware/auth';
import health from './routes/health';

const app = express();
app.use(express.json());

// 認証不要のルート
app.use('/health', health);

// ここから下は認証必須
app.use('/api', requireAuth);
app.get('/api/me', (req, res) => res.json({ user: (req as any).user }));

const port = Number(process.env.PORT ?? 3000);
app.listen(port, () => logger.info({ port }, '__NAME__ listening'));
