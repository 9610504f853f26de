// notistack's default toast colours are too light for white text (WCAG AA);
// these keep the meaning of each variant at a readable contrast.
import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

const ReadableToast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8a4b00' },
  '&.notistack-MuiContent-info': { backgroundColor: '#1a1410' },
  '&.notistack-MuiContent-default': { backgroundColor: '#1a1410' },
});

export const TOAST_COMPONENTS = {
  default: ReadableToast,
  success: ReadableToast,
  error: ReadableToast,
  warning: ReadableToast,
  info: ReadableToast,
};
