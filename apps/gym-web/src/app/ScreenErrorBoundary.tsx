import { Component, type ReactNode } from 'react';
import { ErrorPage } from '../pages/ErrorPage.tsx';

interface Props {
  /** The current address: going elsewhere clears the error. */
  pathname: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  pathname: string;
}

/**
 * A screen that throws while rendering (or whose chunk fails to load) shows the 'Oops!' page with
 * its message instead of a blank app, until the user goes to another address.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override render() {
    return this.state.error ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}
