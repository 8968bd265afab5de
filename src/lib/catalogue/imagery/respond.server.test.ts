import { describe, expect, it } from 'vitest';
import { ART_VERSION, parseProductName, productMailImagePath } from './names';
import { imageResponse } from './respond.server';

describe('the picture answer', () => {
  it('serves an e-mail picture as JPEG, kept a year, and nothing for a name it does not make', async () => {
    const [version = '', name = ''] = productMailImagePath('coat', 'navy').split('/').slice(-2);
    const answer = await imageResponse(parseProductName(version, name));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect([...new Uint8Array(await answer.arrayBuffer()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect((await imageResponse(parseProductName(ART_VERSION, 'coat-navy-front-240.jpeg'))).status).toBe(404);
  });
});
