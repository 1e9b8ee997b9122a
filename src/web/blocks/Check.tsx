import type { InputHTMLAttributes, ReactNode } from 'react';

interface CheckProps extends InputHTMLAttributes<HTMLInputElement> {
  type?: 'checkbox' | 'radio';
  children: ReactNode;
}

/** A checkbox or radio button with its label beside it. */
export function Check({ type = 'checkbox', children, ...input }: CheckProps) {
  return (
    <label className="check" htmlFor={input.id}>
      <input type={type} {...input} />
      {children}
    </label>
  );
}
