'use strict';
// ADAPT: path to your app factory
const request = require('supertest');
const { buildApp } = require('../src/app');

describe('auth', () => {
  let app;
  beforeAll(async () => { app = await buildApp({ seedUser: { email: 'a@test.dev', password: 'correct horse' } }); });

  test('login ok returns access token and refresh cookie', async () => {
    const r = await request(app).post('/auth/login').send({ email: 'a@test.dev', password: 'correct horse' });
    expect(r.status).toBe(200);
    expect(r.body.accessToken).toBeDefined();
    expect(r.headers['set-cookie'][0]).toMatch(/HttpOnly/);
  });

  test('wrong password and unknown user give the same error', async () => {
    const a = await request(app).post('/auth/login').send({ email: 'a@test.dev', password: 'nope' });
    const b = await request(app).post('/auth/login').send({ email: 'zz@test.dev', password: 'nope' });
    expect(a.status).toBe(401);
    expect(b.body).toEqual(a.body);
  });

  test('protected route needs a token', async () => {
    const r = await request(app).get('/me');
    expect(r.status).toBe(401);
  });

  test('role guard denies non-admin', async () => {
    const login = await request(app).post('/auth/login').send({ email: 'a@test.dev', password: 'correct horse' });
    const r = await request(app).delete('/admin/users/1').set('authorization', `Bearer ${login.body.accessToken}`);
    expect(r.status).toBe(403);
  });

  test('refresh token reuse revokes the family', async () => {
    const login = await request(app).post('/auth/login').send({ email: 'a@test.dev', password: 'correct horse' });
    const cookie = login.headers['set-cookie'];
    const first = await request(app).post('/auth/refresh').set('cookie', cookie);
    expect(first.status).toBe(200);
    const replay = await request(app).post('/auth/refresh').set('cookie', cookie);
    expect(replay.status).toBe(401);
  });
});
