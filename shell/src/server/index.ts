import('./main');
