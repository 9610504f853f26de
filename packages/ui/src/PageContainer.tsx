// The page width and vertical rhythm shared by every public page.
import { type ReactNode } from 'react';
import Container, { type ContainerProps } from '@mui/material/Container';

export interface PageContainerProps {
  children?: ReactNode;
  maxWidth?: ContainerProps['maxWidth'];
}

export function PageContainer({ children, maxWidth = 'lg' }: PageContainerProps) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 4, md: 6 } }}>
      {children}
    </Container>
  );
}
