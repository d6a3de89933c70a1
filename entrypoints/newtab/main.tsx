import { mountGamePage } from '@/components/mount-game-page';

mountGamePage('full');
