import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const required = { WALLET_SECRET: 'a-secret-of-sixteen+', DATABASE_URL: 'postgres://u@127.0.0.1:5432/studio' };

describe('studio configuration', () => {
  it('has the documented defaults', () => {
    expect(loadConfig(required)).toMatchObject({
      host: '127.0.0.1',
      port: 8081,
      publicUrl: 'http://localhost:8081',
      platformUrl: 'http://127.0.0.1:8080',
      platformOrigin: 'http://localhost:8080',
      providerCode: 'studio',
    });
    expect(loadConfig({ ...required, PORT: '8281' }).publicUrl).toBe('http://localhost:8281');
    expect(loadConfig({ ...required, PUBLIC_URL: 'https://games.example.com/' }).publicUrl).toBe(
      'https://games.example.com',
    );
  });

  it('names every missing or bad variable', () => {
    expect(() => loadConfig({})).toThrow(ConfigError);
    expect(() => loadConfig({})).toThrow(/WALLET_SECRET: is required[\s\S]*DATABASE_URL: is required/);
    expect(() => loadConfig({ ...required, WALLET_SECRET: 'short' })).toThrow(/at least 16/);
    expect(() => loadConfig({ ...required, PORT: '0' })).toThrow(/PORT/);
    expect(() => loadConfig({ ...required, PROVIDER_CODE: 'Bad Code' })).toThrow(/PROVIDER_CODE/);
  });
});
