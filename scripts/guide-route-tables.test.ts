import fs from 'node:fs';
import path from 'node:path';
import * as contract from '../contract/browser';

// The sub-app guide names every route table `@portal/contract` exports, and nothing else: a table
// added to the contract without a line in the guide (or a name the guide keeps after a rename)
// fails here.
describe("the sub-app guide's list of route tables", () => {
  it('is the route tables @portal/contract exports', () => {
    const guide = fs.readFileSync(path.join(__dirname, '..', 'docs', 'sub-app-guide.md'), 'utf8');
    const section = guide.slice(guide.indexOf('## 4. Call the API'), guide.indexOf('\n## 5.'));
    const listed = [...section.matchAll(/`(\w+Routes)`/g)].map((m) => m[1]);
    const exported = Object.keys(contract).filter((name) => name.endsWith('Routes'));
    expect(exported.length).toBeGreaterThan(0);
    expect([...new Set(listed)].sort()).toEqual(exported.sort());
  });
});
