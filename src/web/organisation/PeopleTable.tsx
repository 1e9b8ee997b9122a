import type { ReactNode } from 'react';

/** The organisation's people as a table: name, email, one column of the caller's (role, kind), and actions. */
export function PeopleTable({ column, children }: { column: string; children: ReactNode }) {
  return (
    <table className="org__members">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">{column}</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
