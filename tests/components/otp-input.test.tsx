import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OtpInput } from '@/components/ui/otp-input';

function Harness({ length = 6, initial = '', onValue }: { length?: number; initial?: string; onValue?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <OtpInput
      label="Kode OTP"
      length={length}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

const input = () => screen.getByRole('textbox', { name: 'Kode OTP' }) as HTMLInputElement;

describe('OTP input', () => {
  it('is one real input for one-time codes, drawn as one hidden box per digit', () => {
    const { container } = render(<Harness length={6} />);
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(input()).toHaveAttribute('inputmode', 'numeric');
    expect(input()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input()).toHaveAttribute('maxlength', '6');
    const boxes = container.querySelector('[aria-hidden="true"]');
    expect(boxes?.children).toHaveLength(6);
  });

  it('draws the length the server gave', () => {
    const { container } = render(<Harness length={4} />);
    expect(container.querySelector('[aria-hidden="true"]')?.children).toHaveLength(4);
    expect(input()).toHaveAttribute('maxlength', '4');
  });

  it('ignores anything but digits', async () => {
    render(<Harness />);
    await userEvent.type(input(), 'a1-b 2x3');
    expect(input()).toHaveValue('123');
  });

  it('shows each digit in its box and highlights the caret box', async () => {
    const { container } = render(<Harness />);
    await userEvent.type(input(), '42');
    const boxes = [...(container.querySelector('[aria-hidden="true"]')?.children ?? [])];
    expect(boxes.map((b) => b.textContent)).toEqual(['4', '2', '', '', '', '']);
    expect(boxes[2]).toHaveAttribute('data-active', 'true');
    expect(boxes.filter((b) => b.hasAttribute('data-active'))).toHaveLength(1);
    act(() => input().blur());
    expect(boxes.filter((b) => b.hasAttribute('data-active'))).toHaveLength(0);
  });

  it('a paste fills the boxes from the caret onward, digits only, cut to the length', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await user.type(input(), '12');
    await user.paste('34-56 789');
    expect(input()).toHaveValue('123456');
  });

  it('a paste into an earlier box overwrites from that box', async () => {
    const user = userEvent.setup();
    render(<Harness initial="123456" />);
    await user.click(input());
    input().setSelectionRange(1, 1);
    await user.paste('99');
    expect(input()).toHaveValue('199456');
  });

  it('a paste of a whole code into an empty field fills every box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(input());
    await user.paste('Kode: 654321');
    expect(input()).toHaveValue('654321');
  });

  it('a paste without digits changes nothing', async () => {
    const user = userEvent.setup();
    render(<Harness initial="12" />);
    await user.click(input());
    await user.paste('abc');
    expect(input()).toHaveValue('12');
  });
});
