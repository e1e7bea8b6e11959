import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

/** Props every island receives so that its error view is translated like the rest. */
export interface ErrorBoundaryProps {
  /** Heading of the error view ("Unexpected Application Error"). */
  errorTitle: string;
}

interface BoundaryProps extends ErrorBoundaryProps {
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
}

/**
 * The text shown for an error: its status text when it has one (a failed response),
 * otherwise its message, otherwise the value itself.
 * @example describeError({ status: 404, statusText: 'Not Found' }) => 'Not Found'
 * @example describeError(new Error('boom')) => 'boom'
 */
export function describeError(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { statusText, message } = error as { statusText?: unknown; message?: unknown };
    if (typeof statusText === 'string' && statusText !== '') return statusText;
    if (typeof message === 'string' && message !== '') return message;
  }
  return String(error);
}

/** Keeps a crashing island from taking the page down: the rest of the page stays usable. */
class IslandErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <div role="alert" className="rounded-lg border border-danger bg-surface p-4 text-fg">
        <h2 className="text-lg font-semibold text-danger">{this.props.errorTitle}</h2>
        <p className="mt-1 text-sm">{describeError(this.state.error)}</p>
      </div>
    );
  }
}

/** Wraps an island's root component in `IslandErrorBoundary`. */
export function withErrorBoundary<P extends object>(Island: ComponentType<P>) {
  function Bounded({ errorTitle, ...props }: P & ErrorBoundaryProps) {
    return (
      <IslandErrorBoundary errorTitle={errorTitle}>
        <Island {...(props as P)} />
      </IslandErrorBoundary>
    );
  }
  Bounded.displayName = `withErrorBoundary(${Island.displayName ?? Island.name})`;
  return Bounded;
}
