// Async boundary: Module Federation negotiates shared singletons before bootstrap evaluates.
import('./bootstrap');
