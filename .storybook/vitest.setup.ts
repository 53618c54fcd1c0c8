import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';

// Stories run as Vitest browser tests with the same decorators and parameters as in Storybook.
setProjectAnnotations([projectAnnotations]);
