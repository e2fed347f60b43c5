import type { ButtonHTMLAttributes } from 'react';
import { buttonStyles, type ButtonVariant } from '@pv/shared/ui/button-styles';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

export function Button({ variant, type = 'button', ...props }: ButtonProps) {
  return <button type={type} css={buttonStyles(variant)} {...props} />;
}
