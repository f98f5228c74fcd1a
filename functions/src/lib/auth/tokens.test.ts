import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';
import { bearerToken, signToken, verifyToken } from './tokens.ts';

const subject = { id: 5, email: 'a@b.co', is_admin: true, company_id: 9, token_version: 3 };
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

describe('tokens', () => {
  it('round-trips the spec claims', () => {
    const claims = verifyToken(signToken(subject, 's3cret', 60), 's3cret');
    expect(claims).toMatchObject({ sub: 'a@b.co', is_admin: true, company_id: 9, uid: 5, ver: 3 });
    expect(claims?.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('reads tokens signed with the plain string secret, and the secret may change', () => {
    const claims = { sub: 'a@b.co', is_admin: false, company_id: 9, uid: 5, ver: 3 };
    const plain = jwt.sign(claims, 's3cret', { algorithm: 'HS256', expiresIn: 60 });
    expect(verifyToken(plain, 's3cret')).toMatchObject(claims);
    expect(verifyToken(plain, 'rotated')).toBeNull();
    expect(jwt.verify(signToken(subject, 'rotated', 60), 'rotated')).toMatchObject({ uid: 5 });
    expect(verifyToken(plain, 's3cret')).toMatchObject(claims);
  });

  it('refuses expired, wrongly signed, unsigned and malformed tokens', () => {
    const expired = jwt.sign(
      { sub: 'a@b.co', is_admin: false, company_id: 1, uid: 1, ver: 1, exp: 1 },
      's3cret',
    );
    expect(verifyToken(expired, 's3cret')).toBeNull();
    expect(verifyToken(signToken(subject, 'other', 60), 's3cret')).toBeNull();
    const payload = signToken(subject, 's3cret', 60).split('.')[1];
    expect(verifyToken(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`, 's3cret')).toBeNull();
    expect(verifyToken('garbage', 's3cret')).toBeNull();
  });

  it('refuses a signed token that lacks our claims', () => {
    expect(verifyToken(jwt.sign({ sub: 'x' }, 's3cret', { expiresIn: 60 }), 's3cret')).toBeNull();
  });

  it('reads only a well-formed bearer header', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});

describe('passwords', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('wrong horse', a)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
});
