import { SEED } from '../seed';
import { answer } from './answers';

export const getApplication = () => answer(SEED.application);
export const getBusiness = () => answer(SEED.business);
