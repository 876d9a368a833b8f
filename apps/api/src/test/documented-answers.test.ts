import { describe, expect, it } from 'vitest';
import { createTestApp } from './test-app.ts';

const { app } = await createTestApp();
const document = app.swagger() as unknown as {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>>;
};

describe('answers checked against the API document (every test app does this)', () => {
  it('lets a documented answer through', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/products/public?limit=2' })).statusCode).toBe(200);
  });

  it('fails a request whose answer has a status its route does not document', async () => {
    const { responses } = document.paths['/api/users/me']?.get ?? { responses: {} };
    const refused = responses['401'];
    delete responses['401'];
    try {
      await expect(app.inject({ method: 'GET', url: '/api/users/me' })).rejects.toThrow(
        /GET \/api\/users\/me \(usersProfile\) answered 401, which its document does not list/,
      );
    } finally {
      if (refused) responses['401'] = refused;
    }
  });

  it('fails a JSON answer that its documented schema refuses', async () => {
    const media = document.paths['/api/products/categories']?.get?.responses['200']?.content?.['application/json'];
    if (!media) throw new Error('the categories are documented as JSON');
    const schema = media.schema;
    media.schema = { type: 'object', required: ['nothing_like_it'] };
    try {
      await expect(app.inject({ method: 'GET', url: '/api/products/categories' })).rejects.toThrow(/not as documented/);
    } finally {
      media.schema = schema;
    }
  });
});
