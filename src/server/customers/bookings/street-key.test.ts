import { expect, it } from 'vitest';
import { streetKey } from './street-key.ts';

it('one home however its street is written: USPS suffixes and directions, case, punctuation and spaces', () => {
  const same = (a: string, b: string) => expect(streetKey(a), `${a} ~ ${b}`).toBe(streetKey(b));
  same('500 Oak Street', '500 Oak St');
  same('500 oak st.', '500 OAK STREET');
  same('123 Peachtree Street Northeast', '123 Peachtree St NE');
  same('12 North Avenue', '12 N. Ave');
  same('88 Edgewood Ave. N.E.', '88 Edgewood Avenue Northeast'.replace('Northeast', 'NE'));
  same('4 Lakeview Drive, Apt 2', '4 Lakeview Dr Apartment 2');
  expect(streetKey('500 Oak Street')).not.toBe(streetKey('500 Oak Court'));
  expect(streetKey('500 Oak St')).not.toBe(streetKey('501 Oak St'));
});
