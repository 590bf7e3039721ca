import request from 'supertest';
import { describe, it, expect } from 'vitest';
import { app } from '../src/app';

describe('auth', () => {
  it('401 without token', async () => {
    await request(app).get('/api/me').expect(401);
  });
  it('401 with garbage token', async () => {
    await request(app).get('/api/me').set('authorization', 'Bearer nope').expect(401);
  });
  // valid/expired/audience/role tests use the local JWKS fixture (see design.md)
});
