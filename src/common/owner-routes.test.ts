import { describe, expect, it } from 'vitest';
import { ownerRequest } from './owner-routes.ts';

describe('ownerRequest', () => {
  it('fills each path parameter, encoded, and takes the method from the name', () => {
    expect(ownerRequest('DELETE /owner/api/crew/:email', { email: 'a b/c@example.com' })).toEqual({
      method: 'DELETE',
      url: '/owner/api/crew/a%20b%2Fc%40example.com',
    });
    expect(ownerRequest('PUT /owner/api/visits/:id/photos/:photo', { id: 'v1', photo: 'p?2' }).url).toBe(
      '/owner/api/visits/v1/photos/p%3F2',
    );
  });

  it('adds the query, leaving out what is empty', () => {
    expect(ownerRequest('GET /owner/api/leads', {}, { q: 'Ann & Bo', source: '', status: undefined }).url).toBe(
      '/owner/api/leads?q=Ann+%26+Bo',
    );
    expect(ownerRequest('GET /owner/api/leads', {}, { q: '' }).url).toBe('/owner/api/leads');
  });
});
