import { MAX_PAGE_SIZE } from '@evbazaar/common';
import { BadInput } from './errors';
import { pageCount, pageOf } from './paging';

describe('pageOf: the one paging rule of every list', () => {
  it('defaults to the first page of the list’s own size', () => {
    expect(pageOf({}, 10)).toEqual({ page: 1, limit: 10, offset: 0 });
    expect(pageOf({ page: '', limit: null }, 12)).toEqual({ page: 1, limit: 12, offset: 0 });
  });

  it('reads query-string text and GraphQL numbers alike', () => {
    expect(pageOf({ page: '3', limit: '20' }, 10)).toEqual({ page: 3, limit: 20, offset: 40 });
    expect(pageOf({ page: 2, limit: 5 }, 10)).toEqual({ page: 2, limit: 5, offset: 5 });
  });

  it(`serves at most ${MAX_PAGE_SIZE} rows a page`, () => {
    expect(MAX_PAGE_SIZE).toBe(100);
    expect(pageOf({ limit: '5000' }, 10).limit).toBe(100);
  });

  it.each([
    [{ page: '0' }, 'Page must be a whole number from 1'],
    [{ page: '1e300' }, 'Page must be a whole number from 1'],
    [{ page: ['1', '2'] }, 'Page must be a whole number from 1'],
    [{ limit: '2.5' }, 'Limit must be a whole number from 1'],
    [{ limit: 'abc' }, 'Limit must be a whole number from 1'],
    [{ limit: -1 }, 'Limit must be a whole number from 1'],
  ])('refuses %j with "%s"', (input, message) => {
    expect(() => pageOf(input, 10)).toThrow(BadInput);
    expect(() => pageOf(input, 10)).toThrow(message);
  });

  it('counts the pages a total fills', () => {
    expect([pageCount(0, 10), pageCount(10, 10), pageCount(11, 10)]).toEqual([0, 1, 2]);
  });
});
